CREATE TABLE "shortlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_entries_position" CHECK ("shortlist_entries"."position" between 1 and 10),
	CONSTRAINT "shortlist_entries_pitch_length" CHECK (char_length("shortlist_entries"."pitch") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hiring_request_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"brief_stacks" text[] DEFAULT '{}' NOT NULL,
	"brief_seniority" text,
	"brief_time_zone" text,
	"brief_max_rate_usd" numeric(7, 2),
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "shortlists_hiring_request_id_unique" UNIQUE("hiring_request_id"),
	CONSTRAINT "shortlists_status" CHECK ("shortlists"."status" in ('draft', 'ready', 'sent')),
	CONSTRAINT "shortlists_brief_max_rate" CHECK ("shortlists"."brief_max_rate_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_id_inbox_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_entries_shortlist_idx" ON "shortlist_entries" USING btree ("shortlist_id","version","position");--> statement-breakpoint
CREATE INDEX "shortlist_entries_candidate_idx" ON "shortlist_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "shortlists_ready_idx" ON "shortlists" USING btree ("ready_at");