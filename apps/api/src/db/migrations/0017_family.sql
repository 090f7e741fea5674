CREATE TABLE "child_members" (
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_members_child_id_user_id_pk" PRIMARY KEY("child_id","user_id"),
	CONSTRAINT "child_members_role_check" CHECK ("child_members"."role" in ('caregiver', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "family_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"role" text NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_invites_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "family_invites_role_check" CHECK ("family_invites"."role" in ('caregiver', 'viewer'))
);
--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "changed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "changed_by_label" text;--> statement-breakpoint
ALTER TABLE "growth_records" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "growth_records" ADD COLUMN "added_by_label" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "added_by_label" text;--> statement-breakpoint
ALTER TABLE "child_members" ADD CONSTRAINT "child_members_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_members" ADD CONSTRAINT "child_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_members_user_idx" ON "child_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "family_invites_child_idx" ON "family_invites" USING btree ("child_id","expires_at");--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD CONSTRAINT "vaccine_entries_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vaccine_entries_changed_by_idx" ON "vaccine_entries" USING btree ("changed_by_user_id") WHERE "vaccine_entries"."changed_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "growth_records_added_by_idx" ON "growth_records" USING btree ("added_by_user_id") WHERE "growth_records"."added_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "medical_records_added_by_idx" ON "medical_records" USING btree ("added_by_user_id") WHERE "medical_records"."added_by_user_id" is not null;