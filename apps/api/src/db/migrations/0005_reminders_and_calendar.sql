CREATE TABLE "reminder_items" (
	"vaccine_entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_items_pkey" PRIMARY KEY("vaccine_entry_id","kind"),
	CONSTRAINT "reminder_items_kind_known" CHECK ("reminder_items"."kind" in ('week_before', 'day_before', 'due_day', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "reminder_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"send_on" date NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"text" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_messages_status_known" CHECK ("reminder_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "calendar_feed_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_vaccine_entry_id_vaccine_entries_id_fk" FOREIGN KEY ("vaccine_entry_id") REFERENCES "public"."vaccine_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_message_id_reminder_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."reminder_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_messages" ADD CONSTRAINT "reminder_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_items_message_idx" ON "reminder_items" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_messages_user_day_key" ON "reminder_messages" USING btree ("user_id","send_on");--> statement-breakpoint
CREATE INDEX "reminder_messages_due_idx" ON "reminder_messages" USING btree ("status","send_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_language_known" CHECK ("users"."reminder_language" in ('en', 'hi'));