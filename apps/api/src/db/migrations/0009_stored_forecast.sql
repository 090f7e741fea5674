ALTER TABLE "children" ADD COLUMN "forecast_from" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "forecast_key" text;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "forecast" jsonb;