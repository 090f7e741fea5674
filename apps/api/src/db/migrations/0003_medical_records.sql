CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"note" text NOT NULL,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_records_child_idx" ON "medical_records" USING btree ("child_id","created_at");