DROP INDEX "bookings_open_email_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- Bookings made before the column: the mailbox as app/lib/mailbox.ts computes it (lower case, no +tag).
UPDATE "bookings" SET "mailbox" = regexp_replace(lower(btrim("email")), '^([^@+][^@+]*)\+[^@]*@', '\1@');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_open_mailbox_idx" ON "bookings" USING btree ("mailbox","starts_at") WHERE "bookings"."status" = 'confirmed';
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "attempts" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "first_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_summary_key_idx" ON "audit_log" USING btree ("summary_key");