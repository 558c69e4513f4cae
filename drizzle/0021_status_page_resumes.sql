DROP INDEX "resumes_unattached_idx";--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_candidate_idx" ON "resumes" USING btree ("candidate_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "resumes_unattached_idx" ON "resumes" USING btree ("uploaded_at") WHERE "resumes"."application_id" is null and "resumes"."candidate_id" is null;