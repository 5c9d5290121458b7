-- The public job search reads a narrow copy of the jobs, kept in step by a trigger (docs/decisions/0025, addendum):
-- per job its full-text documents, the filters, what makes it open and the public order. Counting the matches or
-- walking the public order then reads rows of about 200 bytes instead of whole jobs, and the GIN index answers the
-- words and the filters together (btree_gin), so that a frequent word with filters is intersected in the index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"search" "tsvector" NOT NULL,
	"search_title" "tsvector" NOT NULL,
	"display_job" boolean NOT NULL,
	"end_application_date" date,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"industry" text NOT NULL,
	"seniority_level" text NOT NULL,
	"experience" text NOT NULL,
	"urgent_status" boolean NOT NULL,
	"creation_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The document (2 to 3 kB) is kept out of line, uncompressed (it does not compress): a row is read without it, and
-- it is fetched only for the rows whose words are tested.
ALTER TABLE "job_search" ALTER COLUMN "search" SET STORAGE EXTERNAL;--> statement-breakpoint
-- A search reads a page or counts to 1,001: starting parallel workers (several ms) never pays for itself.
ALTER TABLE "job_search" SET (parallel_workers = 0);--> statement-breakpoint
-- A job's search row. `search`: the title in each language's dictionary (weight A), then each language's description
-- with the skills in that language's dictionary (weight B), one tsvector over the three languages, matched with the
-- three languages' queries at once. `search_title`: the title alone, which says whether the title matches.
CREATE FUNCTION "job_search_of"(j "jobs") RETURNS "job_search" LANGUAGE sql IMMUTABLE AS $$
	SELECT
		j.id,
		setweight(to_tsvector('english', j.title), 'A') || setweight(to_tsvector('english', j.description_en || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('french', j.title), 'A') || setweight(to_tsvector('french', j.description_fr || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('dutch', j.title), 'A') || setweight(to_tsvector('dutch', j.descriptions_nl || ' ' || j.technical_skills), 'B'),
		to_tsvector('english', j.title) || to_tsvector('french', j.title) || to_tsvector('dutch', j.title),
		j.display_job, j.end_application_date, j.type, j.region, j.industry, j.seniority_level, j.experience,
		j.urgent_status, j.creation_date
$$;
--> statement-breakpoint
INSERT INTO "job_search" SELECT s.* FROM "jobs" j, "job_search_of"(j) s;--> statement-breakpoint
-- A deleted job's row goes with it (the foreign key cascades); an inserted or changed job's row is written again.
CREATE FUNCTION "job_search_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM "job_search" WHERE "job_id" = OLD.id;
	END IF;
	INSERT INTO "job_search" SELECT * FROM "job_search_of"(NEW);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_search_copy" AFTER INSERT OR UPDATE OF "id", "title", "description_en", "description_fr", "descriptions_nl", "technical_skills", "display_job", "end_application_date", "type", "region", "industry", "seniority_level", "experience", "urgent_status", "creation_date" ON "jobs" FOR EACH ROW EXECUTE FUNCTION "job_search_copy"();--> statement-breakpoint
-- fastupdate off: a job is written into the index at once (a few ms; jobs change a few times a day) instead of into
-- a pending list that every search would read through until the next vacuum.
CREATE INDEX "job_search_idx" ON "job_search" USING gin ("search","search_title","type","region","industry","seniority_level","experience") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_order_idx" ON "job_search" USING btree ("urgent_status" DESC NULLS FIRST,"creation_date" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_search_title_idx";--> statement-breakpoint
DROP INDEX "jobs_public_order_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_title";
