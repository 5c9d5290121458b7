CREATE TABLE "match_dirty" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone,
	CONSTRAINT "match_dirty_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "match_job_terms" (
	"concept" text NOT NULL,
	"job_id" integer NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "match_job_terms_concept_job_id_pk" PRIMARY KEY("concept","job_id")
);
--> statement-breakpoint
CREATE TABLE "match_jobs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"seniority" smallint,
	"place" text,
	"spoken" text[] DEFAULT '{}'::text[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_people" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"seniority" smallint,
	"years" smallint,
	"place" text,
	"spoken" text[] DEFAULT '{}'::text[] NOT NULL,
	"basis" text DEFAULT '' NOT NULL,
	"eligible_until" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_person_terms" (
	"concept" text NOT NULL,
	"person_id" integer NOT NULL,
	"weight" real NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	CONSTRAINT "match_person_terms_concept_person_id_pk" PRIMARY KEY("concept","person_id")
);
--> statement-breakpoint
CREATE TABLE "match_similar_jobs" (
	"job_id" integer NOT NULL,
	"similar_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "match_similar_jobs_job_id_similar_id_pk" PRIMARY KEY("job_id","similar_id")
);
--> statement-breakpoint
ALTER TABLE "match_job_terms" ADD CONSTRAINT "match_job_terms_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_jobs" ADD CONSTRAINT "match_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_people" ADD CONSTRAINT "match_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_person_terms" ADD CONSTRAINT "match_person_terms_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_similar_jobs" ADD CONSTRAINT "match_similar_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_similar_jobs" ADD CONSTRAINT "match_similar_jobs_similar_id_jobs_id_fk" FOREIGN KEY ("similar_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_job_terms_job_idx" ON "match_job_terms" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "match_people_eligible_idx" ON "match_people" USING btree ("eligible_until");--> statement-breakpoint
CREATE INDEX "match_person_terms_person_idx" ON "match_person_terms" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "match_similar_jobs_order_idx" ON "match_similar_jobs" USING btree ("job_id","score");--> statement-breakpoint
-- Hand-written (docs/decisions/0063-matching.md): every change matching reads marks its person or job in
-- match_dirty, which the queue's sweep takes (src/server/matching/match-job.ts); the backfill marks every row.
CREATE FUNCTION hf_match_mark(p_kind text, p_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO match_dirty (kind, id) VALUES (p_kind, p_id)
  ON CONFLICT (kind, id) DO UPDATE SET marked_at = now(), queued_at = NULL;
$$;--> statement-breakpoint
CREATE FUNCTION hf_match_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM hf_match_mark('person', OLD.person_id);
    RETURN OLD;
  END IF;
  PERFORM hf_match_mark('person', NEW.person_id);
  IF TG_OP = 'UPDATE' AND OLD.person_id <> NEW.person_id THEN
    PERFORM hf_match_mark('person', OLD.person_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION hf_match_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hf_match_mark('person', NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION hf_match_file_texts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hf_match_mark('person', r.person_id) FROM job_applications r WHERE r.file_id = NEW.file_id;
  PERFORM hf_match_mark('person', r.person_id) FROM spontaneous_applications r WHERE r.cv_file_id = NEW.file_id;
  PERFORM hf_match_mark('person', r.person_id) FROM profiles r WHERE r.cv_file_id = NEW.file_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION hf_match_consents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hf_match_mark('person', p.id) FROM people p WHERE p.email = NEW.email AND NEW.email <> '';
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION hf_match_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hf_match_mark('job', NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER match_dirty_profiles AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION hf_match_records();--> statement-breakpoint
CREATE TRIGGER match_dirty_job_applications AFTER INSERT OR DELETE OR UPDATE OF person_id, process, anonymised_at, file_id, message, job_title ON job_applications FOR EACH ROW EXECUTE FUNCTION hf_match_records();--> statement-breakpoint
CREATE TRIGGER match_dirty_spontaneous_applications AFTER INSERT OR DELETE OR UPDATE OF person_id, process, anonymised_at, cv_file_id, post ON spontaneous_applications FOR EACH ROW EXECUTE FUNCTION hf_match_records();--> statement-breakpoint
CREATE TRIGGER match_dirty_people AFTER UPDATE OF email, region, anonymised_at, merged_into ON people FOR EACH ROW EXECUTE FUNCTION hf_match_people();--> statement-breakpoint
CREATE TRIGGER match_dirty_file_texts AFTER UPDATE OF status ON file_texts FOR EACH ROW WHEN (NEW.status = 'done') EXECUTE FUNCTION hf_match_file_texts();--> statement-breakpoint
CREATE TRIGGER match_dirty_consents AFTER INSERT ON consent_events FOR EACH ROW WHEN (NEW.purpose = 'talent_pool') EXECUTE FUNCTION hf_match_consents();--> statement-breakpoint
CREATE TRIGGER match_dirty_jobs AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION hf_match_jobs();--> statement-breakpoint
-- The backfill: every person and job is computed once by the sweeps after this migration.
INSERT INTO match_dirty (kind, id) SELECT 'person', id FROM people WHERE anonymised_at IS NULL AND merged_into IS NULL;--> statement-breakpoint
INSERT INTO match_dirty (kind, id) SELECT 'job', id FROM jobs;
