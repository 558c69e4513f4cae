CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" text,
	"application_id" uuid,
	"attached_at" timestamp with time zone,
	CONSTRAINT "resumes_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "resumes_kind_check" CHECK ("resumes"."kind" in ('pdf', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_application_id_candidate_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."candidate_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_application_idx" ON "resumes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "resumes_unattached_idx" ON "resumes" USING btree ("uploaded_at") WHERE "resumes"."application_id" is null;