CREATE TABLE "shortlist_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"token_hash" text,
	"sent_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	CONSTRAINT "shortlist_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shortlist_links_expiry" CHECK ("shortlist_links"."expires_at" > "shortlist_links"."created_at")
);
--> statement-breakpoint
CREATE TABLE "shortlist_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"link_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_passes_reason" CHECK ("shortlist_passes"."reason" in ('skills', 'experience', 'rate', 'time-zone', 'english', 'other')),
	CONSTRAINT "shortlist_passes_note_length" CHECK (char_length("shortlist_passes"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "shortlists" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shortlists" ADD COLUMN "sent_version" integer;--> statement-breakpoint
ALTER TABLE "shortlist_links" ADD CONSTRAINT "shortlist_links_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_links" ADD CONSTRAINT "shortlist_links_sent_by_id_inbox_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_passes" ADD CONSTRAINT "shortlist_passes_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_passes" ADD CONSTRAINT "shortlist_passes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_passes" ADD CONSTRAINT "shortlist_passes_link_id_shortlist_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shortlist_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_links_shortlist_idx" ON "shortlist_links" USING btree ("shortlist_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_passes_candidate_idx" ON "shortlist_passes" USING btree ("shortlist_id","candidate_id");--> statement-breakpoint
CREATE INDEX "shortlist_passes_candidate_only_idx" ON "shortlist_passes" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "shortlists_sent_idx" ON "shortlists" USING btree ("sent_at");