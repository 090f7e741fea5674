CREATE TABLE "periodic_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_rate_slots" (
	"channel" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "otp_events_kind_time_idx" ON "otp_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_time_idx" ON "payment_orders" USING btree ("created_at");