CREATE TABLE "candidate_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"country" text,
	"time_zone" text,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"english_level" text,
	"category" text,
	"stacks" text[] DEFAULT '{}' NOT NULL,
	"seniority" text,
	"years_of_experience" integer,
	"hourly_rate_usd" numeric(7, 2),
	"hours_per_week" integer,
	"earliest_start" date,
	"links" text[] DEFAULT '{}' NOT NULL,
	"pool_consent_until" timestamp with time zone,
	"share_profile_consent" boolean DEFAULT false NOT NULL,
	"consents_changed_at" timestamp with time zone,
	"owner_id" uuid,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_email_unique" UNIQUE("email"),
	CONSTRAINT "candidates_stage" CHECK ("candidates"."stage" in ('applied', 'screening', 'technical', 'english', 'vetted', 'rejected', 'withdrawn')),
	CONSTRAINT "candidates_english_level" CHECK ("candidates"."english_level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "candidates_hours_per_week" CHECK ("candidates"."hours_per_week" between 1 and 168),
	CONSTRAINT "candidates_years_of_experience" CHECK ("candidates"."years_of_experience" between 0 and 80),
	CONSTRAINT "candidates_hourly_rate" CHECK ("candidates"."hourly_rate_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_scorecards" ADD CONSTRAINT "candidate_scorecards_author_id_inbox_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_events" ADD CONSTRAINT "candidate_stage_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_stage_events" ADD CONSTRAINT "candidate_stage_events_actor_id_inbox_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_scorecards_candidate_idx" ON "candidate_scorecards" USING btree ("candidate_id","stage");--> statement-breakpoint
CREATE INDEX "candidate_stage_events_candidate_idx" ON "candidate_stage_events" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "candidates_stage_idx" ON "candidates" USING btree ("stage","stage_changed_at");--> statement-breakpoint
CREATE INDEX "candidates_owner_idx" ON "candidates" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "candidates_last_activity_idx" ON "candidates" USING btree ("last_activity_at");--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD CONSTRAINT "candidate_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_applications_candidate_idx" ON "candidate_applications" USING btree ("candidate_id","received_at");