CREATE TABLE "interview_holds" (
	"interview_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_holds_interview_id_starts_at_pk" PRIMARY KEY("interview_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_entry_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"hiring_request_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"client_time_zone" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"candidate_note" text,
	"closed_by" text,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('requested', 'confirmed', 'other-times', 'cancelled')),
	CONSTRAINT "interviews_closed_by" CHECK ("interviews"."closed_by" in ('client', 'candidate', 'pool')),
	CONSTRAINT "interviews_note_length" CHECK (char_length("interviews"."candidate_note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "interview_windows" jsonb;--> statement-breakpoint
ALTER TABLE "interview_holds" ADD CONSTRAINT "interview_holds_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_holds" ADD CONSTRAINT "interview_holds_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_shortlist_entry_id_shortlist_entries_id_fk" FOREIGN KEY ("shortlist_entry_id") REFERENCES "public"."shortlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_holds_candidate_time_idx" ON "interview_holds" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_open_entry_idx" ON "interviews" USING btree ("shortlist_entry_id") WHERE "interviews"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","status");--> statement-breakpoint
CREATE INDEX "interviews_hiring_request_idx" ON "interviews" USING btree ("hiring_request_id");--> statement-breakpoint
-- A candidate who leaves the pool (withdrawn or rejected, by themself or the team) is no longer
-- available on any shortlist at once: their open interviews close in the same transaction and
-- every time they held is released. The change locks the candidate's row, as every interview
-- change does first, so a request racing a withdrawal either came before it (and is closed here)
-- or comes after it and is refused.
CREATE FUNCTION close_interviews_of_leaving_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE interviews
    SET status = 'cancelled', closed_by = 'pool', closed_at = now(), updated_at = clock_timestamp(),
      calendar_sequence = calendar_sequence + 1
    WHERE candidate_id = NEW.id AND status IN ('requested', 'confirmed');
  DELETE FROM interview_holds WHERE candidate_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_close_interviews AFTER UPDATE OF stage ON candidates
  FOR EACH ROW WHEN (NEW.stage IN ('withdrawn', 'rejected') AND OLD.stage IS DISTINCT FROM NEW.stage)
  EXECUTE FUNCTION close_interviews_of_leaving_candidate();
