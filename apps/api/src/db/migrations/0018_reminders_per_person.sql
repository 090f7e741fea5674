-- Reminders about a shared child go to its owner and each caregiver: an item is kept once per person.
ALTER TABLE "reminder_items" ADD COLUMN "user_id" uuid;--> statement-breakpoint
-- Items queued before this were all for their message's parent.
UPDATE "reminder_items" SET "user_id" = "reminder_messages"."user_id" FROM "reminder_messages" WHERE "reminder_messages"."id" = "reminder_items"."message_id";--> statement-breakpoint
ALTER TABLE "reminder_items" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" DROP CONSTRAINT "reminder_items_pkey";
--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_pkey" PRIMARY KEY("vaccine_entry_id","kind","due_date","user_id");
