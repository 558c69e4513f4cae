CREATE TABLE "pilot_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"request_hash" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" uuid,
	CONSTRAINT "pilot_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_one_lead";--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "pilot_request_id" uuid;--> statement-breakpoint
ALTER TABLE "pilot_requests" ADD CONSTRAINT "pilot_requests_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_requests_received_at_idx" ON "pilot_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_status_idx" ON "pilot_requests" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_owner_idx" ON "pilot_requests" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_quarantined_idx" ON "pilot_requests" USING btree ("received_at") WHERE "pilot_requests"."spam";--> statement-breakpoint
CREATE INDEX "pilot_requests_utm_source_idx" ON "pilot_requests" USING btree (("attribution"->>'utmSource'),"received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_utm_medium_idx" ON "pilot_requests" USING btree (("attribution"->>'utmMedium'),"received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_utm_campaign_idx" ON "pilot_requests" USING btree (("attribution"->>'utmCampaign'),"received_at");--> statement-breakpoint
CREATE INDEX "pilot_requests_email_idx" ON "pilot_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "pilot_requests_email_domain_idx" ON "pilot_requests" USING btree (split_part(lower("email"), '@', 2));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_pilot_request_id_pilot_requests_id_fk" FOREIGN KEY ("pilot_request_id") REFERENCES "public"."pilot_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_pilot_request_idx" ON "lead_events" USING btree ("pilot_request_id");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_one_lead" CHECK (num_nonnulls("lead_events"."hiring_request_id", "lead_events"."candidate_application_id", "lead_events"."subscription_id", "lead_events"."estimate_request_id", "lead_events"."pilot_request_id") = 1);--> statement-breakpoint
-- The inbox's free-text search over pilot requests, as drizzle/0004_lead_search.sql does for the other lead tables.
ALTER TABLE "pilot_requests" ADD COLUMN "search_document" text GENERATED ALWAYS AS (
  lead_search_document(name, email, company, details::text)
) STORED;--> statement-breakpoint
CREATE INDEX "pilot_requests_search_idx" ON "pilot_requests" USING gin ("search_document" gin_trgm_ops);
