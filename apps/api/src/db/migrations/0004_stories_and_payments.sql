CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_paid_has_payment" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan" text,
	"stories" integer NOT NULL,
	"order_id" uuid,
	"starts_on" date NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_entitlements_kind_known" CHECK ("story_entitlements"."kind" in ('trial', 'paid')),
	CONSTRAINT "story_entitlements_paid_has_order" CHECK (("story_entitlements"."kind" = 'paid') = ("story_entitlements"."order_id" is not null)),
	CONSTRAINT "story_entitlements_stories_positive" CHECK ("story_entitlements"."stories" > 0)
);
--> statement-breakpoint
CREATE TABLE "story_unlocks" (
	"user_id" uuid NOT NULL,
	"story_code" text NOT NULL,
	"entitlement_id" uuid NOT NULL,
	"unlocked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_unlocks_pkey" PRIMARY KEY("user_id","story_code")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_entitlements" ADD CONSTRAINT "story_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_entitlements" ADD CONSTRAINT "story_entitlements_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_unlocks" ADD CONSTRAINT "story_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_unlocks" ADD CONSTRAINT "story_unlocks_entitlement_id_story_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."story_entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_key" ON "payment_orders" USING btree ("payment_id") WHERE "payment_orders"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "story_entitlements_one_trial" ON "story_entitlements" USING btree ("user_id") WHERE "story_entitlements"."kind" = 'trial';--> statement-breakpoint
CREATE UNIQUE INDEX "story_entitlements_order_key" ON "story_entitlements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "story_entitlements_user_idx" ON "story_entitlements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "story_unlocks_one_a_day" ON "story_unlocks" USING btree ("user_id","unlocked_on");--> statement-breakpoint
CREATE INDEX "story_unlocks_entitlement_idx" ON "story_unlocks" USING btree ("entitlement_id");