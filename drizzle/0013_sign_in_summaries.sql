ALTER TABLE "audit_log" ADD COLUMN "summary_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "attempts" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "first_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_summary_key_idx" ON "audit_log" USING btree ("summary_key");