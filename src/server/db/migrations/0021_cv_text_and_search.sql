CREATE TABLE "file_texts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"extracted_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"chunk" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"file_id" uuid
);
--> statement-breakpoint
ALTER TABLE "file_texts" ADD CONSTRAINT "file_texts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_record_idx" ON "search_documents" USING btree ("record_type","record_id","field","chunk");--> statement-breakpoint
CREATE INDEX "search_documents_person_idx" ON "search_documents" USING btree ("person_id");--> statement-breakpoint
-- Search (docs/decisions/0050): four text search configurations with accents folded (unaccent, a contrib
-- extension of PostgreSQL 15 that PGlite ships), one tsvector of every document in French, English, Dutch and
-- simple, and the triggers that keep search_documents in step with the records and the CV texts.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION hf_fr (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hf_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION hf_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hf_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION hf_nl (COPY = pg_catalog.dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hf_nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION hf_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION hf_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
ALTER TABLE search_documents ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
  to_tsvector('hf_fr'::regconfig, left(text, 200000)) || to_tsvector('hf_en'::regconfig, left(text, 200000))
  || to_tsvector('hf_nl'::regconfig, left(text, 200000)) || to_tsvector('hf_simple'::regconfig, left(text, 200000))
) STORED;
--> statement-breakpoint
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
--> statement-breakpoint
-- A long text (a CV of three pages, 13 KB) is stored in pieces of about 2 KB cut at a line end or a space, one row
-- each (`chunk` 0, 1, ...): the vector that ts_rank reads for a hit and the text that ts_headline reads for a snippet
-- stay small (whole CVs made both read and parse 13 KB per hit, docs/decisions/0050 "Speed").
CREATE FUNCTION hf_search_put(p_person integer, p_type text, p_id text, p_field text, p_text text, p_file uuid DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  rest text := coalesce(p_text, '');
  piece text;
  cut integer;
BEGIN
  IF p_person IS NULL OR btrim(rest) = '' THEN
    DELETE FROM search_documents WHERE record_type = p_type AND record_id = p_id AND field = p_field;
    RETURN;
  END IF;
  LOOP
    IF length(rest) <= 2500 THEN
      piece := rest;
      rest := '';
    ELSE
      piece := left(rest, 2000);
      -- The last line end in the piece's second half, else its last space, else a hard cut.
      cut := strpos(reverse(piece), E'\n');
      IF cut = 0 OR cut > 1000 THEN cut := strpos(reverse(piece), ' '); END IF;
      IF cut > 0 THEN piece := left(piece, 2001 - cut); END IF;
      rest := substr(rest, length(piece) + 1);
    END IF;
    IF btrim(piece) <> '' THEN
      INSERT INTO search_documents (person_id, record_type, record_id, field, chunk, text, file_id)
      VALUES (p_person, p_type, p_id, p_field, n, piece, p_file)
      ON CONFLICT (record_type, record_id, field, chunk) DO UPDATE
        SET person_id = excluded.person_id, text = excluded.text, file_id = excluded.file_id
        WHERE search_documents.text IS DISTINCT FROM excluded.text OR search_documents.person_id <> excluded.person_id
          OR search_documents.file_id IS DISTINCT FROM excluded.file_id;
      n := n + 1;
    END IF;
    EXIT WHEN rest = '';
  END LOOP;
  DELETE FROM search_documents WHERE record_type = p_type AND record_id = p_id AND field = p_field AND chunk >= n;
END $$;
--> statement-breakpoint
CREATE FUNCTION hf_search_cv(p_person integer, p_type text, p_id integer, p_file uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hf_search_put(p_person, p_type, p_id::text, 'cv',
    (SELECT t.text FROM file_texts t WHERE t.file_id = p_file AND t.status = 'done'), p_file);
END $$;
--> statement-breakpoint
CREATE FUNCTION hf_search_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE record_type = 'people' AND record_id = OLD.id::text;
    RETURN OLD;
  END IF;
  -- An anonymised person is found by nothing (their records were anonymised first, their CVs deleted).
  IF NEW.anonymised_at IS NOT NULL THEN
    DELETE FROM search_documents WHERE person_id = NEW.id;
    RETURN NEW;
  END IF;
  PERFORM hf_search_put(NEW.id, 'people', NEW.id::text, 'name', btrim(NEW.first_name || ' ' || NEW.last_name));
  PERFORM hf_search_put(NEW.id, 'people', NEW.id::text, 'email', NEW.email);
  PERFORM hf_search_put(NEW.id, 'people', NEW.id::text, 'phone', NEW.phone);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION hf_search_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text := replace(TG_TABLE_NAME, '_', '-');
  r jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE record_type = t AND record_id = OLD.id::text;
    RETURN OLD;
  END IF;
  r := to_jsonb(NEW);
  IF r->>'anonymised_at' IS NOT NULL THEN
    DELETE FROM search_documents WHERE record_type = t AND record_id = NEW.id::text;
    RETURN NEW;
  END IF;
  IF TG_TABLE_NAME = 'job_applications' THEN
    PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'motivation', r->>'message');
    PERFORM hf_search_cv(NEW.person_id, t, NEW.id, (r->>'file_id')::uuid);
  ELSIF TG_TABLE_NAME = 'spontaneous_applications' THEN
    PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'post', r->>'post');
    PERFORM hf_search_cv(NEW.person_id, t, NEW.id, (r->>'cv_file_id')::uuid);
  ELSIF TG_TABLE_NAME = 'profiles' THEN
    PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'profile',
      concat_ws(E'\n', nullif(r->>'profile_title', ''), nullif(r->>'technologies', ''), nullif(r->>'experience', '')));
    PERFORM hf_search_cv(NEW.person_id, t, NEW.id, (r->>'cv_file_id')::uuid);
  ELSIF TG_TABLE_NAME = 'talent_interviews' THEN
    PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'company',
      concat_ws(' / ', nullif(r->>'client', ''), nullif(r->>'intermediate_client', '')));
  ELSIF TG_TABLE_NAME = 'contacts' THEN
    PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'message', r->>'message');
    PERFORM hf_search_cv(NEW.person_id, t, NEW.id, (r->>'file_id')::uuid);
  END IF;
  -- Staff notes: every pipeline's comment fields, in one document.
  PERFORM hf_search_put(NEW.person_id, t, NEW.id::text, 'notes', concat_ws(E'\n',
    nullif(r->>'comment', ''), nullif(r->>'no_go_comment', ''), nullif(r->>'notes', ''),
    nullif(r->>'comment_admin', ''), nullif(r->>'feedback_consultant', ''), nullif(r->>'feedback_client', ''),
    nullif(r->>'interview_resume', '')));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION hf_search_file_texts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE file_id = OLD.file_id;
    RETURN OLD;
  END IF;
  PERFORM hf_search_cv(r.person_id, 'job-applications', r.id, r.file_id) FROM job_applications r WHERE r.file_id = NEW.file_id;
  PERFORM hf_search_cv(r.person_id, 'spontaneous-applications', r.id, r.cv_file_id) FROM spontaneous_applications r WHERE r.cv_file_id = NEW.file_id;
  PERFORM hf_search_cv(r.person_id, 'profiles', r.id, r.cv_file_id) FROM profiles r WHERE r.cv_file_id = NEW.file_id;
  PERFORM hf_search_cv(r.person_id, 'contacts', r.id, r.file_id) FROM contacts r WHERE r.file_id = NEW.file_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_documents_people AFTER INSERT OR UPDATE OR DELETE ON people FOR EACH ROW EXECUTE FUNCTION hf_search_people();
--> statement-breakpoint
CREATE TRIGGER search_documents_job_applications AFTER INSERT OR UPDATE OR DELETE ON job_applications FOR EACH ROW EXECUTE FUNCTION hf_search_records();
--> statement-breakpoint
CREATE TRIGGER search_documents_spontaneous_applications AFTER INSERT OR UPDATE OR DELETE ON spontaneous_applications FOR EACH ROW EXECUTE FUNCTION hf_search_records();
--> statement-breakpoint
CREATE TRIGGER search_documents_profiles AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION hf_search_records();
--> statement-breakpoint
CREATE TRIGGER search_documents_talent_interviews AFTER INSERT OR UPDATE OR DELETE ON talent_interviews FOR EACH ROW EXECUTE FUNCTION hf_search_records();
--> statement-breakpoint
CREATE TRIGGER search_documents_contacts AFTER INSERT OR UPDATE OR DELETE ON contacts FOR EACH ROW EXECUTE FUNCTION hf_search_records();
--> statement-breakpoint
CREATE TRIGGER search_documents_file_texts AFTER INSERT OR UPDATE OR DELETE ON file_texts FOR EACH ROW EXECUTE FUNCTION hf_search_file_texts();
--> statement-breakpoint
-- What is there already: every person and record once (the triggers fire on a no-op update of a column they read).
UPDATE people SET id = id;
--> statement-breakpoint
UPDATE job_applications SET id = id;
--> statement-breakpoint
UPDATE spontaneous_applications SET id = id;
--> statement-breakpoint
UPDATE profiles SET id = id;
--> statement-breakpoint
UPDATE talent_interviews SET id = id;
--> statement-breakpoint
UPDATE contacts SET id = id;
--> statement-breakpoint
-- Every stored CV waits for its text (the extraction job's backfill at start takes the pending ones).
INSERT INTO file_texts (file_id) SELECT id FROM stored_files ON CONFLICT DO NOTHING;
