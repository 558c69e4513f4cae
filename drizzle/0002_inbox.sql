CREATE TABLE "inbox_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hiring_request_id" uuid,
	"candidate_application_id" uuid,
	"subscription_id" uuid,
	"type" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_one_lead" CHECK (num_nonnulls("lead_events"."hiring_request_id", "lead_events"."candidate_application_id", "lead_events"."subscription_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "inbox_sessions" ADD CONSTRAINT "inbox_sessions_user_id_inbox_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."inbox_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_candidate_application_id_candidate_applications_id_fk" FOREIGN KEY ("candidate_application_id") REFERENCES "public"."candidate_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_inbox_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_sessions_user_idx" ON "inbox_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lead_events_hiring_request_idx" ON "lead_events" USING btree ("hiring_request_id");--> statement-breakpoint
CREATE INDEX "lead_events_candidate_application_idx" ON "lead_events" USING btree ("candidate_application_id");--> statement-breakpoint
CREATE INDEX "lead_events_subscription_idx" ON "lead_events" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "candidate_applications" ADD CONSTRAINT "candidate_applications_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD CONSTRAINT "hiring_requests_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner_id_inbox_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;