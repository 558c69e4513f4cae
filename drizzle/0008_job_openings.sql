CREATE TABLE "job_opening_texts" (
	"opening_id" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"responsibilities" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"stack" text NOT NULL,
	"seniority" text NOT NULL,
	"type" text NOT NULL,
	"location" text DEFAULT 'Remote' NOT NULL,
	"countries" text[] DEFAULT '{"AR","BR","CL","CO","MX","UY","PE","CR","EC","PA","PY","BO"}' NOT NULL,
	"rate_min" integer NOT NULL,
	"rate_max" integer NOT NULL,
	"rate_override" boolean DEFAULT false NOT NULL,
	"locales" text[] DEFAULT '{}' NOT NULL,
	"valid_through" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "job_openings_rate_range" CHECK ("job_openings"."rate_min" > 0 and "job_openings"."rate_min" <= "job_openings"."rate_max"),
	CONSTRAINT "job_openings_status" CHECK ("job_openings"."status" in ('draft', 'published', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_opening_texts" ADD CONSTRAINT "job_opening_texts_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_id_inbox_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_updated_by_id_inbox_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_status_idx" ON "job_openings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "job_openings_listing_idx" ON "job_openings" USING btree ("published_at","id") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_category_idx" ON "job_openings" USING btree ("category","published_at") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_stack_idx" ON "job_openings" USING btree ("stack","published_at") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_type_idx" ON "job_openings" USING btree ("type","published_at") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_seniority_idx" ON "job_openings" USING btree ("seniority","published_at") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_rate_idx" ON "job_openings" USING btree ("rate_max") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_countries_idx" ON "job_openings" USING gin ("countries") WHERE "job_openings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_openings_locales_idx" ON "job_openings" USING gin ("locales") WHERE "job_openings"."status" = 'published';