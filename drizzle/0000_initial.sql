CREATE TABLE "candidate_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "candidate_applications_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "hiring_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"roles" text[] NOT NULL,
	"primary_goal" text NOT NULL,
	"budget_range" text NOT NULL,
	"industries" text[] NOT NULL,
	"additional_info" text,
	CONSTRAINT "hiring_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"client_ip" text,
	"idempotency_key" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "subscriptions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "candidate_applications_received_at_idx" ON "candidate_applications" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "hiring_requests_received_at_idx" ON "hiring_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_ref_idx" ON "outbox" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_source_idx" ON "subscriptions" USING btree ("email","source") WHERE "subscriptions"."spam" = false;