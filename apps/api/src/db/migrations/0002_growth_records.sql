CREATE TABLE "growth_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"record_date" date NOT NULL,
	"height_cm" numeric(5, 2),
	"weight_kg" numeric(5, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_records_one_measure" CHECK ("growth_records"."height_cm" is not null or "growth_records"."weight_kg" is not null),
	CONSTRAINT "growth_records_height_range" CHECK ("growth_records"."height_cm" is null or ("growth_records"."height_cm" > 0 and "growth_records"."height_cm" < 200)),
	CONSTRAINT "growth_records_weight_range" CHECK ("growth_records"."weight_kg" is null or ("growth_records"."weight_kg" > 0 and "growth_records"."weight_kg" < 100))
);
--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_records_child_date_idx" ON "growth_records" USING btree ("child_id","record_date");