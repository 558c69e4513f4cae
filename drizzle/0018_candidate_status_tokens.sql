CREATE TABLE "candidate_status_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_status_tokens" ADD CONSTRAINT "candidate_status_tokens_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_status_tokens_candidate_idx" ON "candidate_status_tokens" USING btree ("candidate_id");