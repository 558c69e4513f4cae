CREATE TABLE "candidate_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_addresses_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_addresses_candidate_idx" ON "candidate_addresses" USING btree ("candidate_id");