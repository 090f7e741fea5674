CREATE TABLE "payment_refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_known";--> statement-breakpoint
-- One open order per parent and plan from now on: older duplicates are expired (still payable).
UPDATE "payment_orders" SET "status" = 'expired' WHERE "status" = 'created' AND "id" NOT IN (SELECT DISTINCT ON ("user_id", "plan") "id" FROM "payment_orders" WHERE "status" = 'created' ORDER BY "user_id", "plan", "created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open" ON "payment_orders" USING btree ("user_id","plan") WHERE "payment_orders"."status" = 'created';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_known" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'expired'));