CREATE TABLE "vaccine_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"dose_code" text,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_group" text NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vaccinated_on" date,
	"comment" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_type" text,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccine_entries_status_check" CHECK ("vaccine_entries"."status" in ('pending', 'complete')),
	CONSTRAINT "vaccine_entries_given_check" CHECK (("vaccine_entries"."status" = 'complete') = ("vaccine_entries"."vaccinated_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "schedule" text DEFAULT 'iap-acvip-2023' NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccine_entries_child_due_idx" ON "vaccine_entries" USING btree ("child_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_entries_child_dose_key" ON "vaccine_entries" USING btree ("child_id","dose_code") WHERE "vaccine_entries"."dose_code" is not null;