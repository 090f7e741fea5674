ALTER TABLE "vaccine_entries" DROP CONSTRAINT "vaccine_entries_status_check";--> statement-breakpoint
ALTER TABLE "reminder_items" DROP CONSTRAINT "reminder_items_kind_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_state" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "gestational_age_days" smallint;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "forecast_until" date;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "batch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_given_on" date;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_needed_reason" text;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_needed_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "forecast_state" text;--> statement-breakpoint
CREATE INDEX "children_forecast_until_idx" ON "children" USING btree ("forecast_until");--> statement-breakpoint
ALTER TABLE "reminder_items" DROP CONSTRAINT "reminder_items_pkey";
--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_pkey" PRIMARY KEY("vaccine_entry_id","kind","due_date");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_gestational_age_range" CHECK ("children"."gestational_age_days" between 154 and 300);--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_not_needed_check" CHECK (("vaccine_entries"."status" = 'not_needed') = ("vaccine_entries"."not_needed_reason" is not null));--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_status_check" CHECK ("vaccine_entries"."status" in ('pending', 'complete', 'not_needed'));--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_kind_known" CHECK ("reminder_items"."kind" in ('week_before', 'day_before', 'due_day', 'overdue', 'status_check'));