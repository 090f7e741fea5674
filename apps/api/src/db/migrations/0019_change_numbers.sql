-- Every insert or update of a vaccine entry or a growth record gives the row a number never used
-- before, whoever writes it and however, so the set of a child's rows' numbers names those rows
-- exactly as they are: any write gives a set not seen before (or, after a delete, the set of rows
-- that were there before, unchanged). A server can then tell in the same query whether an answer
-- it made from them still holds (db/change-numbers.ts, docs/decisions/0024). A row trigger on its
-- own row: no lock on anything else.
CREATE SEQUENCE "public"."row_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "vaccine_entries" ADD COLUMN "change_seq" bigint DEFAULT nextval('row_changes') NOT NULL;--> statement-breakpoint
ALTER TABLE "growth_records" ADD COLUMN "change_seq" bigint DEFAULT nextval('row_changes') NOT NULL;--> statement-breakpoint
CREATE FUNCTION "take_change_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('row_changes');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vaccine_entries_change_seq" BEFORE INSERT OR UPDATE ON "vaccine_entries" FOR EACH ROW EXECUTE FUNCTION "take_change_seq"();--> statement-breakpoint
CREATE TRIGGER "growth_records_change_seq" BEFORE INSERT OR UPDATE ON "growth_records" FOR EACH ROW EXECUTE FUNCTION "take_change_seq"();
