ALTER TABLE "vaccine_entries" DROP CONSTRAINT "vaccine_entries_status_check";--> statement-breakpoint
ALTER TABLE "reminder_items" DROP CONSTRAINT "reminder_items_kind_known";--> statement-breakpoint
DROP INDEX "vaccine_entries_child_dose_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_state" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "gestational_age_days" smallint;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "forecast_until" date;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "batch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_given_on" date;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_needed_reason" text;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "not_needed_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "forecast_state" text;--> statement-breakpoint
CREATE INDEX "children_forecast_until_idx" ON "children" USING btree ("forecast_until");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_entries_child_dose_key" ON "vaccine_entries" USING btree ("child_id","dose_code","attempt") WHERE "vaccine_entries"."dose_code" is not null;--> statement-breakpoint
ALTER TABLE "reminder_items" DROP CONSTRAINT "reminder_items_pkey";
--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_pkey" PRIMARY KEY("vaccine_entry_id","kind","due_date");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_gestational_age_range" CHECK ("children"."gestational_age_days" between 154 and 300);--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_not_needed_check" CHECK (("vaccine_entries"."status" = 'not_needed') = ("vaccine_entries"."not_needed_reason" is not null));--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_status_check" CHECK ("vaccine_entries"."status" in ('pending', 'complete', 'not_needed'));--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_kind_known" CHECK ("reminder_items"."kind" in ('week_before', 'day_before', 'due_day', 'overdue', 'status_check'));--> statement-breakpoint
-- Rows of the schedule engine for children added before it: yearly flu named by season, a sixth season, and the third HPV dose of a late start.
UPDATE "vaccine_entries" SET "name" = 'Influenza (IIV), 2nd season' WHERE "dose_code" = 'flu-y2' AND "child_id" IN (SELECT "id" FROM "children" WHERE "schedule" = 'iap-acvip-2023');
--> statement-breakpoint
UPDATE "vaccine_entries" SET "name" = 'Influenza (IIV), 3rd season' WHERE "dose_code" = 'flu-y3' AND "child_id" IN (SELECT "id" FROM "children" WHERE "schedule" = 'iap-acvip-2023');
--> statement-breakpoint
UPDATE "vaccine_entries" SET "name" = 'Influenza (IIV), 4th season' WHERE "dose_code" = 'flu-y4' AND "child_id" IN (SELECT "id" FROM "children" WHERE "schedule" = 'iap-acvip-2023');
--> statement-breakpoint
UPDATE "vaccine_entries" SET "name" = 'Influenza (IIV), 5th season' WHERE "dose_code" = 'flu-y5' AND "child_id" IN (SELECT "id" FROM "children" WHERE "schedule" = 'iap-acvip-2023');
--> statement-breakpoint
INSERT INTO "vaccine_entries" ("child_id", "dose_code", "name", "full_name", "description", "age_group", "due_date") SELECT "id", 'flu-y6', 'Influenza (IIV), 6th season', 'Inactivated influenza vaccine (IIV)', 'Protects against seasonal flu; given every year until 5 years.', 'Yearly until 5 years', "dob" + interval '5 years 0 months' FROM "children" WHERE "schedule" = 'iap-acvip-2023' ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "vaccine_entries" ("child_id", "dose_code", "name", "full_name", "description", "age_group", "due_date") SELECT "id", 'hpv-3', 'HPV 3', 'Human papillomavirus vaccine', 'Protects against HPV, which causes cervical and other cancers later in life. Note: Only when HPV 1 was given at 15 years or later: 3 doses at 0, 1-2 and 6 months.', 'Started at 15 years or later', "dob" + interval '15 years 6 months' FROM "children" WHERE "schedule" = 'iap-acvip-2023' ON CONFLICT DO NOTHING;
