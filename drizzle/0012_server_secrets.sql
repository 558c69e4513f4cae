CREATE TABLE "server_secrets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "server_secrets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signs_from" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "server_secrets_purpose_check" CHECK ("server_secrets"."purpose" in ('signing', 'inbox-keys'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "server_secrets_inbox_keys_idx" ON "server_secrets" USING btree ("purpose") WHERE "server_secrets"."purpose" = 'inbox-keys';