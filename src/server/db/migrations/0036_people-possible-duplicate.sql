ALTER TABLE "people" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "people_duplicates_idx" ON "people" USING btree ("creation_date","id") WHERE "people"."possible_duplicate" and "people"."anonymised_at" is null and "people"."merged_into" is null;--> statement-breakpoint
-- Hand-written (decision 0069): people.possible_duplicate, kept by the database on every write of a phone or an
-- anonymisation, for the person written and everyone who has (or had) the same phone; then set for the people there are.
CREATE FUNCTION hf_people_duplicates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people p SET possible_duplicate = f.dup
  FROM (
    SELECT q.id, (q.phone <> '' AND q.anonymised_at IS NULL AND EXISTS (
      SELECT 1 FROM people d WHERE d.phone = q.phone AND d.id <> q.id AND d.anonymised_at IS NULL AND d.phone <> ''
    )) AS dup
    FROM people q
    WHERE (q.phone <> '' AND q.anonymised_at IS NULL AND q.phone IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.phone END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.phone END))
      OR q.id = CASE WHEN TG_OP <> 'DELETE' THEN NEW.id END
  ) f
  WHERE p.id = f.id AND p.possible_duplicate IS DISTINCT FROM f.dup;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_duplicates AFTER INSERT OR DELETE OR UPDATE OF phone, anonymised_at ON people
  FOR EACH ROW EXECUTE FUNCTION hf_people_duplicates();--> statement-breakpoint
UPDATE people p SET possible_duplicate = true
  WHERE p.phone <> '' AND p.anonymised_at IS NULL AND EXISTS (
    SELECT 1 FROM people d WHERE d.phone = p.phone AND d.id <> p.id AND d.anonymised_at IS NULL AND d.phone <> '');
