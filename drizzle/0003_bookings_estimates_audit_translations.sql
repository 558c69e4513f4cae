CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"request_hash" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"host_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"time_zone" text NOT NULL,
	"hiring_request_id" uuid,
	"rescheduled_from_id" uuid,
	"cancelled_at" timestamp with time zone,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "estimate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"request_hash" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"seniority" text NOT NULL,
	"hours_per_week" integer NOT NULL,
	"overhead_percent" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" uuid,
	CONSTRAINT "estimate_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_one_lead";--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "inbox_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "estimate_request_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_inbox_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_from_id_bookings_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_requests" ADD CONSTRAINT "estimate_requests_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_host_slot_idx" ON "bookings" USING btree ("host_id","starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_hiring_request_idx" ON "bookings" USING btree ("hiring_request_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_received_at_idx" ON "estimate_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_status_idx" ON "estimate_requests" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_owner_idx" ON "estimate_requests" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_quarantined_idx" ON "estimate_requests" USING btree ("received_at") WHERE "estimate_requests"."spam";--> statement-breakpoint
CREATE INDEX "estimate_requests_utm_source_idx" ON "estimate_requests" USING btree (("attribution"->>'utmSource'),"received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_utm_medium_idx" ON "estimate_requests" USING btree (("attribution"->>'utmMedium'),"received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_utm_campaign_idx" ON "estimate_requests" USING btree (("attribution"->>'utmCampaign'),"received_at");--> statement-breakpoint
CREATE INDEX "estimate_requests_email_idx" ON "estimate_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "estimate_requests_email_domain_idx" ON "estimate_requests" USING btree (split_part(lower("email"), '@', 2));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_estimate_request_id_estimate_requests_id_fk" FOREIGN KEY ("estimate_request_id") REFERENCES "public"."estimate_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_applications_status_idx" ON "candidate_applications" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "candidate_applications_owner_idx" ON "candidate_applications" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "candidate_applications_quarantined_idx" ON "candidate_applications" USING btree ("received_at") WHERE "candidate_applications"."spam";--> statement-breakpoint
CREATE INDEX "candidate_applications_utm_source_idx" ON "candidate_applications" USING btree (("attribution"->>'utmSource'),"received_at");--> statement-breakpoint
CREATE INDEX "candidate_applications_utm_medium_idx" ON "candidate_applications" USING btree (("attribution"->>'utmMedium'),"received_at");--> statement-breakpoint
CREATE INDEX "candidate_applications_utm_campaign_idx" ON "candidate_applications" USING btree (("attribution"->>'utmCampaign'),"received_at");--> statement-breakpoint
CREATE INDEX "candidate_applications_email_idx" ON "candidate_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidate_applications_email_domain_idx" ON "candidate_applications" USING btree (split_part(lower("email"), '@', 2));--> statement-breakpoint
CREATE INDEX "hiring_requests_status_idx" ON "hiring_requests" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_owner_idx" ON "hiring_requests" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_quarantined_idx" ON "hiring_requests" USING btree ("received_at") WHERE "hiring_requests"."spam";--> statement-breakpoint
CREATE INDEX "hiring_requests_utm_source_idx" ON "hiring_requests" USING btree (("attribution"->>'utmSource'),"received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_utm_medium_idx" ON "hiring_requests" USING btree (("attribution"->>'utmMedium'),"received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_utm_campaign_idx" ON "hiring_requests" USING btree (("attribution"->>'utmCampaign'),"received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_email_idx" ON "hiring_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "hiring_requests_email_domain_idx" ON "hiring_requests" USING btree (split_part(lower("email"), '@', 2));--> statement-breakpoint
CREATE INDEX "lead_events_estimate_request_idx" ON "lead_events" USING btree ("estimate_request_id");--> statement-breakpoint
CREATE INDEX "subscriptions_received_at_idx" ON "subscriptions" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_owner_idx" ON "subscriptions" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_quarantined_idx" ON "subscriptions" USING btree ("received_at") WHERE "subscriptions"."spam";--> statement-breakpoint
CREATE INDEX "subscriptions_utm_source_idx" ON "subscriptions" USING btree (("attribution"->>'utmSource'),"received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_utm_medium_idx" ON "subscriptions" USING btree (("attribution"->>'utmMedium'),"received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_utm_campaign_idx" ON "subscriptions" USING btree (("attribution"->>'utmCampaign'),"received_at");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscriptions_email_domain_idx" ON "subscriptions" USING btree (split_part(lower("email"), '@', 2));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_one_lead" CHECK (num_nonnulls("lead_events"."hiring_request_id", "lead_events"."candidate_application_id", "lead_events"."subscription_id", "lead_events"."estimate_request_id") = 1);--> statement-breakpoint
-- Newsletter addresses stored before double opt-in signed up under the single opt-in of the time: they stay subscribed.
UPDATE "subscriptions" SET "confirmed_at" = "received_at" WHERE "source" = 'newsletter' AND NOT "spam";
