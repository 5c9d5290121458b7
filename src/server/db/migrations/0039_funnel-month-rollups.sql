CREATE TABLE "funnel_month_counts" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"furthest" smallint NOT NULL,
	"state" text NOT NULL,
	"anonymised" boolean NOT NULL,
	"hire_days" integer,
	"hire_value" double precision,
	"n" integer NOT NULL,
	CONSTRAINT "funnel_month_counts_key" UNIQUE NULLS NOT DISTINCT("month","source","furthest","state","anonymised","hire_days")
);
--> statement-breakpoint
CREATE TABLE "funnel_month_stays" (
	"month" date NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"bucket" integer NOT NULL,
	"value" real,
	"n" integer NOT NULL,
	CONSTRAINT "funnel_month_stays_month_source_state_bucket_pk" PRIMARY KEY("month","source","state","bucket")
);
--> statement-breakpoint
DROP INDEX "funnel_records_job_idx";--> statement-breakpoint
DROP INDEX "funnel_stays_job_idx";--> statement-breakpoint
ALTER TABLE "funnel_day_counts" ADD COLUMN "hire_value" double precision;--> statement-breakpoint
ALTER TABLE "funnel_day_stays" ADD COLUMN "value" real;--> statement-breakpoint
CREATE INDEX "funnel_records_job_idx" ON "funnel_records" USING btree ("job_id","received_at","record_type","source","furthest","state","hired_at","anonymised");--> statement-breakpoint
CREATE INDEX "funnel_stays_job_idx" ON "funnel_stays" USING btree ("job_id","received_at","record_type","state","days") WHERE "funnel_stays"."days" is not null;--> statement-breakpoint
-- Hand-written below (docs/decisions/0062, addendum "speed", round 3).
-- 1. Each rollup row also keeps the one exact value of its records or stays while they all have the same
--    (`hire_value`, `value`): an addition keeps it when equal and clears it otherwise; a removal keeps it (the rest are
--    still equal) and clears it with the last one. A cleared value is not set back while the row holds any: the report
--    then reads that bucket's values, as before. The report takes a set value at once (no read).
-- 2. The same rows per month (`funnel_month_counts`, `funnel_month_stays`), kept by the same triggers.
-- 3. A record's or stay's change touches its old and new rows in key order (the same order in every transaction):
--    two single moves at once wait for each other instead of each holding a row the other needs; an update that
--    changes none of their keys or values (a job moved) touches none.
-- 4. funnel_rebuild() no longer refills the rollups row by row through the triggers: one grouped fill.
CREATE FUNCTION "funnel_counts_add"(r funnel_records, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO funnel_day_counts AS c (day, source, furthest, state, anonymised, hire_days, hire_value, n)
    VALUES ((r.received_at AT TIME ZONE 'Europe/Brussels')::date, r.source, r.furthest, r.state, r.anonymised,
      floor(extract(epoch FROM (r.hired_at - r.received_at)) / 86400)::int,
      (extract(epoch FROM (r.hired_at - r.received_at)) / 86400)::float8, delta)
    ON CONFLICT ON CONSTRAINT funnel_day_counts_key DO UPDATE SET n = c.n + excluded.n,
      hire_value = CASE WHEN excluded.n < 0 THEN CASE WHEN c.n + excluded.n > 0 THEN c.hire_value END
        WHEN c.n <= 0 THEN excluded.hire_value WHEN c.hire_value = excluded.hire_value THEN c.hire_value END;
  INSERT INTO funnel_month_counts AS c (month, source, furthest, state, anonymised, hire_days, hire_value, n)
    VALUES (date_trunc('month', r.received_at AT TIME ZONE 'Europe/Brussels')::date, r.source, r.furthest, r.state,
      r.anonymised, floor(extract(epoch FROM (r.hired_at - r.received_at)) / 86400)::int,
      (extract(epoch FROM (r.hired_at - r.received_at)) / 86400)::float8, delta)
    ON CONFLICT ON CONSTRAINT funnel_month_counts_key DO UPDATE SET n = c.n + excluded.n,
      hire_value = CASE WHEN excluded.n < 0 THEN CASE WHEN c.n + excluded.n > 0 THEN c.hire_value END
        WHEN c.n <= 0 THEN excluded.hire_value WHEN c.hire_value = excluded.hire_value THEN c.hire_value END;
$$;--> statement-breakpoint
CREATE FUNCTION "funnel_stays_add"(s funnel_stays, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO funnel_day_stays AS x (day, source, state, bucket, value, n)
    SELECT (s.received_at AT TIME ZONE 'Europe/Brussels')::date, s.source, s.state, floor(s.days)::int, s.days, delta
    WHERE s.days IS NOT NULL AND s.state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
    ON CONFLICT (day, source, state, bucket) DO UPDATE SET n = x.n + excluded.n,
      value = CASE WHEN excluded.n < 0 THEN CASE WHEN x.n + excluded.n > 0 THEN x.value END
        WHEN x.n <= 0 THEN excluded.value WHEN x.value = excluded.value THEN x.value END;
  INSERT INTO funnel_month_stays AS x (month, source, state, bucket, value, n)
    SELECT date_trunc('month', s.received_at AT TIME ZONE 'Europe/Brussels')::date, s.source, s.state,
      floor(s.days)::int, s.days, delta
    WHERE s.days IS NOT NULL AND s.state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
    ON CONFLICT (month, source, state, bucket) DO UPDATE SET n = x.n + excluded.n,
      value = CASE WHEN excluded.n < 0 THEN CASE WHEN x.n + excluded.n > 0 THEN x.value END
        WHEN x.n <= 0 THEN excluded.value WHEN x.value = excluded.value THEN x.value END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "funnel_day_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM funnel_counts_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM funnel_counts_add(OLD, -1);
  ELSIF (OLD.received_at, OLD.source, OLD.furthest, OLD.state, OLD.anonymised, OLD.hired_at)
      IS NOT DISTINCT FROM (NEW.received_at, NEW.source, NEW.furthest, NEW.state, NEW.anonymised, NEW.hired_at) THEN
    NULL;
  ELSIF (OLD.received_at, OLD.source, OLD.furthest, OLD.state, OLD.anonymised, coalesce(OLD.hired_at, '-infinity'))
      <= (NEW.received_at, NEW.source, NEW.furthest, NEW.state, NEW.anonymised, coalesce(NEW.hired_at, '-infinity')) THEN
    PERFORM funnel_counts_add(OLD, -1);
    PERFORM funnel_counts_add(NEW, 1);
  ELSE
    PERFORM funnel_counts_add(NEW, 1);
    PERFORM funnel_counts_add(OLD, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "funnel_day_stays_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM funnel_stays_add(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM funnel_stays_add(OLD, -1);
  ELSIF (OLD.received_at, OLD.source, OLD.state, OLD.days)
      IS NOT DISTINCT FROM (NEW.received_at, NEW.source, NEW.state, NEW.days) THEN
    NULL;
  ELSIF (OLD.received_at, OLD.source, OLD.state, coalesce(OLD.days, -1))
      <= (NEW.received_at, NEW.source, NEW.state, coalesce(NEW.days, -1)) THEN
    PERFORM funnel_stays_add(OLD, -1);
    PERFORM funnel_stays_add(NEW, 1);
  ELSE
    PERFORM funnel_stays_add(NEW, 1);
    PERFORM funnel_stays_add(OLD, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "funnel_day_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'funnel_records' THEN
    TRUNCATE funnel_day_counts, funnel_month_counts;
  ELSE
    TRUNCATE funnel_day_stays, funnel_month_stays;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The four rollups filled from the two tables in one grouped pass each (funnel_rebuild, this migration).
CREATE FUNCTION "funnel_rollup_fill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE funnel_day_counts, funnel_month_counts, funnel_day_stays, funnel_month_stays;
  INSERT INTO funnel_day_counts (day, source, furthest, state, anonymised, hire_days, hire_value, n)
  SELECT day, source, furthest, state, anonymised, hire_days,
    CASE WHEN min(hire_value) = max(hire_value) THEN min(hire_value) END, count(*)
  FROM (
    SELECT (received_at AT TIME ZONE 'Europe/Brussels')::date AS day, source, furthest, state, anonymised,
      floor(extract(epoch FROM (hired_at - received_at)) / 86400)::int AS hire_days,
      (extract(epoch FROM (hired_at - received_at)) / 86400)::float8 AS hire_value
    FROM funnel_records
  ) r GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO funnel_day_stays (day, source, state, bucket, value, n)
  SELECT (received_at AT TIME ZONE 'Europe/Brussels')::date, source, state, floor(days)::int,
    CASE WHEN min(days) = max(days) THEN min(days) END, count(*)
  FROM funnel_stays WHERE days IS NOT NULL AND state IN ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
  GROUP BY 1, 2, 3, 4;
  INSERT INTO funnel_month_counts (month, source, furthest, state, anonymised, hire_days, hire_value, n)
  SELECT date_trunc('month', day)::date, source, furthest, state, anonymised, hire_days,
    CASE WHEN count(hire_value) = count(*) AND min(hire_value) = max(hire_value) THEN min(hire_value) END, sum(n)
  FROM funnel_day_counts GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO funnel_month_stays (month, source, state, bucket, value, n)
  SELECT date_trunc('month', day)::date, source, state, bucket,
    CASE WHEN count(value) = count(*) AND min(value) = max(value) THEN min(value) END, sum(n)
  FROM funnel_day_stays GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
-- The row triggers are off for the rebuild's own writes (its TRUNCATE holds both tables exclusively until the end of
-- its transaction, so no other writer sees them off), then one grouped fill.
CREATE OR REPLACE FUNCTION "funnel_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE funnel_stays, funnel_records;
  ALTER TABLE funnel_stays DISABLE TRIGGER funnel_day_stays_track;
  ALTER TABLE funnel_records DISABLE TRIGGER funnel_day_counts_track;
  INSERT INTO funnel_stays (history_id, record_type, record_id, received_at, job_id, source, state, entered_at, days)
  SELECT h.id, h.record_type, h.record_id, a.creation_date, a.job_id, a.source, h.to_state, h.changed_at,
    -- greatest() skips a null: a stay still open (no next row) keeps null days.
    CASE WHEN lead(h.changed_at) OVER w IS NOT NULL
      THEN greatest(0, extract(epoch FROM (lead(h.changed_at) OVER w - h.changed_at)) / 86400) END
  FROM state_history h
  JOIN (
    SELECT 'job-applications' AS record_type, id, creation_date, job_id, source FROM job_applications
    UNION ALL
    SELECT 'spontaneous-applications', id, creation_date, NULL::integer, source FROM spontaneous_applications
  ) a ON a.record_type = h.record_type AND a.id = h.record_id
  WINDOW w AS (PARTITION BY h.record_type, h.record_id ORDER BY h.changed_at, h.id);
  INSERT INTO funnel_records (record_type, record_id, received_at, job_id, source, furthest, state, hired_at)
  SELECT record_type, record_id, min(received_at), min(job_id), min(source), greatest(max(funnel_rank(state)), 1),
    (array_agg(state ORDER BY entered_at DESC, history_id DESC))[1], min(entered_at) FILTER (WHERE state = 'HIRED')
  FROM funnel_stays GROUP BY record_type, record_id;
  UPDATE funnel_records f SET anonymised = true FROM job_applications a
    WHERE f.record_type = 'job-applications' AND a.id = f.record_id AND a.anonymised_at IS NOT NULL;
  UPDATE funnel_records f SET anonymised = true FROM spontaneous_applications a
    WHERE f.record_type = 'spontaneous-applications' AND a.id = f.record_id AND a.anonymised_at IS NOT NULL;
  PERFORM funnel_rollup_fill();
  ALTER TABLE funnel_stays ENABLE TRIGGER funnel_day_stays_track;
  ALTER TABLE funnel_records ENABLE TRIGGER funnel_day_counts_track;
END $$;--> statement-breakpoint
SELECT "funnel_rollup_fill"();
