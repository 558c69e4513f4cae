CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hiring_request_id" uuid NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"shortlist_version" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"client_time_zone" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"hired_by" text NOT NULL,
	"hired_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome_at" timestamp with time zone,
	"outcome_by" text,
	"outcome_by_id" uuid,
	"outcome_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "trials_status" CHECK ("trials"."status" in ('running', 'placed', 'replacement')),
	CONSTRAINT "trials_hired_by" CHECK ("trials"."hired_by" in ('client', 'team')),
	CONSTRAINT "trials_outcome_by" CHECK ("trials"."outcome_by" in ('client', 'team')),
	CONSTRAINT "trials_dates" CHECK ("trials"."ends_on" > "trials"."starts_on"),
	CONSTRAINT "trials_outcome_note_length" CHECK (char_length("trials"."outcome_note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "shortlists" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_hired_by_id_inbox_users_id_fk" FOREIGN KEY ("hired_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_outcome_by_id_inbox_users_id_fk" FOREIGN KEY ("outcome_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trials_candidate_engaged_idx" ON "trials" USING btree ("candidate_id") WHERE "trials"."status" in ('running', 'placed');--> statement-breakpoint
CREATE INDEX "trials_hiring_request_idx" ON "trials" USING btree ("hiring_request_id","created_at");--> statement-breakpoint
CREATE INDEX "trials_created_idx" ON "trials" USING btree ("created_at");