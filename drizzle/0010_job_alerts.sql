DROP INDEX "subscriptions_email_source_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "alert_category" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "alert_stack" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "alert_country" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_source_filter_idx" ON "subscriptions" USING btree ("email","source",coalesce("alert_category", ''),coalesce("alert_stack", ''),coalesce("alert_country", '')) WHERE "subscriptions"."spam" = false;--> statement-breakpoint
CREATE INDEX "subscriptions_job_alerts_idx" ON "subscriptions" USING btree ("last_digest_at") WHERE "subscriptions"."source" = 'job-alert' and "subscriptions"."confirmed_at" is not null and "subscriptions"."unsubscribed_at" is null and "subscriptions"."spam" = false;