CREATE TABLE "funnel_day_counts" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"furthest" smallint NOT NULL,
	"state" text NOT NULL,
	"anonymised" boolean NOT NULL,
	"hire_days" integer,
	"n" integer NOT NULL,
	CONSTRAINT "funnel_day_counts_key" UNIQUE NULLS NOT DISTINCT("day","source","furthest","state","anonymised","hire_days")
);
--> statement-breakpoint
CREATE TABLE "funnel_day_stays" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"bucket" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "funnel_day_stays_day_source_state_bucket_pk" PRIMARY KEY("day","source","state","bucket")
);
--> statement-breakpoint
CREATE INDEX "funnel_records_hire_bucket_idx" ON "funnel_records" USING btree (floor(extract(epoch from ("hired_at" - "received_at")) / 86400),"received_at","hired_at","source") WHERE "funnel_records"."hired_at" is not null;--> statement-breakpoint
CREATE INDEX "funnel_stays_bucket_idx" ON "funnel_stays" USING btree ("state",floor("days"),"received_at","days","source") WHERE "funnel_stays"."days" is not null;--> statement-breakpoint
-- Hand-written below (docs/decisions/0062, addendum "speed"): the triggers that keep the two rollups from
-- funnel_records and funnel_stays row by row (minus one in the old row, plus one in the new), their emptying when
-- funnel_rebuild() truncates the tables, and the first fill.
CREATE FUNCTION "funnel_day_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE funnel_day_counts SET n = n - 1
      WHERE day = (OLD.received_at AT TIME ZONE 'Europe/Brussels')::date AND source = OLD.source
        AND furthest = OLD.furthest AND state = OLD.state AND anonymised = OLD.anonymised
        AND hire_days IS NOT DISTINCT FROM floor(extract(epoch FROM (OLD.hired_at - OLD.received_at)) / 86400)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO funnel_day_counts (day, source, furthest, state, anonymised, hire_days, n)
      VALUES ((NEW.received_at AT TIME ZONE 'Europe/Brussels')::date, NEW.source, NEW.furthest, NEW.state,
        NEW.anonymised, floor(extract(epoch FROM (NEW.hired_at - NEW.received_at)) / 86400)::int, 1)
      ON CONFLICT ON CONSTRAINT funnel_day_counts_key DO UPDATE SET n = funnel_day_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "funnel_day_stays_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.days IS NOT NULL AND OLD.state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER') THEN
    UPDATE funnel_day_stays SET n = n - 1
      WHERE day = (OLD.received_at AT TIME ZONE 'Europe/Brussels')::date AND source = OLD.source
        AND state = OLD.state AND bucket = floor(OLD.days)::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.days IS NOT NULL AND NEW.state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER') THEN
    INSERT INTO funnel_day_stays (day, source, state, bucket, n)
      VALUES ((NEW.received_at AT TIME ZONE 'Europe/Brussels')::date, NEW.source, NEW.state, floor(NEW.days)::int, 1)
      ON CONFLICT (day, source, state, bucket) DO UPDATE SET n = funnel_day_stays.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "funnel_day_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'funnel_records' THEN TRUNCATE funnel_day_counts; ELSE TRUNCATE funnel_day_stays; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "funnel_day_counts_track" AFTER INSERT OR UPDATE OR DELETE ON "funnel_records" FOR EACH ROW EXECUTE FUNCTION "funnel_day_counts_track"();--> statement-breakpoint
CREATE TRIGGER "funnel_day_stays_track" AFTER INSERT OR UPDATE OR DELETE ON "funnel_stays" FOR EACH ROW EXECUTE FUNCTION "funnel_day_stays_track"();--> statement-breakpoint
CREATE TRIGGER "funnel_records_day_truncate" AFTER TRUNCATE ON "funnel_records" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_day_truncate"();--> statement-breakpoint
CREATE TRIGGER "funnel_stays_day_truncate" AFTER TRUNCATE ON "funnel_stays" FOR EACH STATEMENT EXECUTE FUNCTION "funnel_day_truncate"();--> statement-breakpoint
INSERT INTO funnel_day_counts (day, source, furthest, state, anonymised, hire_days, n)
  SELECT (received_at AT TIME ZONE 'Europe/Brussels')::date, source, furthest, state, anonymised,
    floor(extract(epoch FROM (hired_at - received_at)) / 86400)::int, count(*)
  FROM funnel_records GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO funnel_day_stays (day, source, state, bucket, n)
  SELECT (received_at AT TIME ZONE 'Europe/Brussels')::date, source, state, floor(days)::int, count(*)
  FROM funnel_stays WHERE days IS NOT NULL AND state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
  GROUP BY 1, 2, 3, 4;
