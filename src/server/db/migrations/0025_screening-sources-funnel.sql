CREATE TABLE "funnel_records" (
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"job_id" integer,
	"source" text NOT NULL,
	"furthest" smallint NOT NULL,
	"state" text NOT NULL,
	"hired_at" timestamp with time zone,
	"anonymised" boolean DEFAULT false NOT NULL,
	CONSTRAINT "funnel_records_record_type_record_id_pk" PRIMARY KEY("record_type","record_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_stays" (
	"history_id" integer PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"job_id" integer,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"days" real
);
--> statement-breakpoint
CREATE TABLE "screening_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"knock_out" jsonb
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "knocked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "source" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "source_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "source_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "source" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "source_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "source_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "source" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "source_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "source_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_questions" ADD CONSTRAINT "screening_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_records_period_idx" ON "funnel_records" USING btree ("received_at","record_type","job_id","source","furthest","state","hired_at","anonymised");--> statement-breakpoint
CREATE INDEX "funnel_stays_record_idx" ON "funnel_stays" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "funnel_stays_period_idx" ON "funnel_stays" USING btree ("received_at","record_type","job_id","source","state","days") WHERE "funnel_stays"."days" is not null;--> statement-breakpoint
CREATE INDEX "screening_questions_job_idx" ON "screening_questions" USING btree ("job_id","position");
--> statement-breakpoint
-- The funnel's copies (docs/decisions/0062): each history row of an application opens a stay in its state and
-- closes the one before (its days), and moves the record's furthest stage, state and hiring time.
CREATE FUNCTION "funnel_rank"(state text) RETURNS smallint IMMUTABLE LANGUAGE sql AS $$
  SELECT (CASE state WHEN 'NEW' THEN 1 WHEN 'IN_REVIEW' THEN 2 WHEN 'INTERVIEW' THEN 3 WHEN 'OFFER' THEN 4
    WHEN 'HIRED' THEN 5 ELSE 0 END)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION "funnel_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app record;
BEGIN
  IF NEW.record_type = 'job-applications' THEN
    SELECT creation_date, job_id, source INTO app FROM job_applications WHERE id = NEW.record_id;
  ELSIF NEW.record_type = 'spontaneous-applications' THEN
    SELECT creation_date, NULL::integer AS job_id, source INTO app FROM spontaneous_applications WHERE id = NEW.record_id;
  ELSE
    RETURN NULL;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  UPDATE funnel_stays SET days = greatest(0, extract(epoch FROM (NEW.changed_at - entered_at)) / 86400)
    WHERE record_type = NEW.record_type AND record_id = NEW.record_id AND days IS NULL;
  INSERT INTO funnel_stays (history_id, record_type, record_id, received_at, job_id, source, state, entered_at)
    VALUES (NEW.id, NEW.record_type, NEW.record_id, app.creation_date, app.job_id, app.source, NEW.to_state, NEW.changed_at);
  INSERT INTO funnel_records AS f (record_type, record_id, received_at, job_id, source, furthest, state, hired_at)
    VALUES (NEW.record_type, NEW.record_id, app.creation_date, app.job_id, app.source,
      greatest(funnel_rank(NEW.to_state), 1), NEW.to_state, CASE WHEN NEW.to_state = 'HIRED' THEN NEW.changed_at END)
    ON CONFLICT (record_type, record_id) DO UPDATE SET
      furthest = greatest(f.furthest, excluded.furthest),
      state = excluded.state,
      hired_at = coalesce(f.hired_at, excluded.hired_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "state_history_funnel" AFTER INSERT ON "state_history" FOR EACH ROW EXECUTE FUNCTION "funnel_move"();
--> statement-breakpoint
-- A staff correction of the source, a job gone (job_id set null) or an anonymisation follows into the copies.
CREATE FUNCTION "funnel_record_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  job integer := (to_jsonb(NEW) ->> 'job_id')::integer;
BEGIN
  UPDATE funnel_records SET source = NEW.source, job_id = job, anonymised = NEW.anonymised_at IS NOT NULL
    WHERE record_type = TG_ARGV[0] AND record_id = NEW.id;
  UPDATE funnel_stays SET source = NEW.source, job_id = job WHERE record_type = TG_ARGV[0] AND record_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_applications_funnel" AFTER UPDATE OF "source", "job_id", "anonymised_at" ON "job_applications" FOR EACH ROW
  WHEN (OLD.source IS DISTINCT FROM NEW.source OR OLD.job_id IS DISTINCT FROM NEW.job_id
    OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at)
  EXECUTE FUNCTION "funnel_record_changed"('job-applications');
--> statement-breakpoint
CREATE TRIGGER "spontaneous_applications_funnel" AFTER UPDATE OF "source", "anonymised_at" ON "spontaneous_applications" FOR EACH ROW
  WHEN (OLD.source IS DISTINCT FROM NEW.source OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at)
  EXECUTE FUNCTION "funnel_record_changed"('spontaneous-applications');
--> statement-breakpoint
-- The copies rebuilt from the history in one pass: here for the records already there, and by bulk loads (the bench).
CREATE FUNCTION "funnel_rebuild"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE funnel_stays, funnel_records;
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
$$;
--> statement-breakpoint
SELECT "funnel_rebuild"();
--> statement-breakpoint
-- A job's questions are part of its public page: a change empties the public cache, as a job's does (0007).
CREATE TRIGGER "screening_questions_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "screening_questions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
