CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;