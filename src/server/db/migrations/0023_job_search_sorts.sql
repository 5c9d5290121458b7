ALTER TABLE "job_search" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "job_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: the copy's row now ends with the job's title and reference, written by the same function and
-- trigger as the rest of it (migrations 0011 and 0016; the trigger already fires on both columns).
CREATE OR REPLACE FUNCTION "job_search_of"(j "jobs") RETURNS "job_search" LANGUAGE sql IMMUTABLE AS $$
	SELECT
		j.id,
		setweight(to_tsvector('english', j.title), 'A') || setweight(to_tsvector('english', j.description_en || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('french', j.title), 'A') || setweight(to_tsvector('french', j.description_fr || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('dutch', j.title), 'A') || setweight(to_tsvector('dutch', j.descriptions_nl || ' ' || j.technical_skills), 'B'),
		to_tsvector('english', j.title) || to_tsvector('french', j.title) || to_tsvector('dutch', j.title),
		j.display_job, j.end_application_date, j.type, j.region, j.industry, j.seniority_level, j.experience,
		j.urgent_status, j.creation_date,
		j.title || E'\n' || j.job_ref || E'\n' || j.region || E'\n' || j.technical_skills,
		j.title, j.job_ref
$$;
--> statement-breakpoint
UPDATE "job_search" s SET "title" = j.title, "job_ref" = j.job_ref FROM "jobs" j WHERE j.id = s.job_id;
