ALTER TABLE "bookings" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_id_inbox_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."inbox_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_open_email_idx" ON "bookings" USING btree (lower("email"),"starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_open_network_idx" ON "bookings" USING btree ("client_network","starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
-- Open bookings made before the limits count by their address (IPv4-mapped addresses as IPv4).
UPDATE "bookings" SET "client_network" = regexp_replace("client_ip", '^::ffff:', '') WHERE "client_ip" IS NOT NULL AND "client_network" IS NULL;
