ALTER TABLE "job_search" ADD COLUMN "admin_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "job_search_admin_idx" ON "job_search" USING gin (("admin_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "jobs_ref_idx" ON "jobs" USING btree ("job_ref","id");--> statement-breakpoint
CREATE INDEX "jobs_region_idx" ON "jobs" USING btree ("region","id");--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "jobs_end_application_idx" ON "jobs" USING btree ("end_application_date","id");--> statement-breakpoint
CREATE INDEX "managers_search_idx" ON "managers" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "job_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "managers_last_name_idx" ON "managers" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "managers_order_idx" ON "managers" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin (("title" || E'\n' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_title_idx" ON "services" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "services_order_idx" ON "services" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "services_created_idx" ON "services" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (("user_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_user_name_idx" ON "users" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("creation_date","id");--> statement-breakpoint
-- hand-written: the copy's admin search text, written by the same function and trigger as the rest of the row
-- (migration 0011), the job reference now among the columns a change of which rewrites it.
CREATE OR REPLACE FUNCTION "job_search_of"(j "jobs") RETURNS "job_search" LANGUAGE sql IMMUTABLE AS $$
	SELECT
		j.id,
		setweight(to_tsvector('english', j.title), 'A') || setweight(to_tsvector('english', j.description_en || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('french', j.title), 'A') || setweight(to_tsvector('french', j.description_fr || ' ' || j.technical_skills), 'B') ||
		setweight(to_tsvector('dutch', j.title), 'A') || setweight(to_tsvector('dutch', j.descriptions_nl || ' ' || j.technical_skills), 'B'),
		to_tsvector('english', j.title) || to_tsvector('french', j.title) || to_tsvector('dutch', j.title),
		j.display_job, j.end_application_date, j.type, j.region, j.industry, j.seniority_level, j.experience,
		j.urgent_status, j.creation_date,
		j.title || E'\n' || j.job_ref || E'\n' || j.region || E'\n' || j.technical_skills
$$;
--> statement-breakpoint
UPDATE "job_search" s SET "admin_text" = j.title || E'\n' || j.job_ref || E'\n' || j.region || E'\n' || j.technical_skills
	FROM "jobs" j WHERE j.id = s.job_id;--> statement-breakpoint
DROP TRIGGER "jobs_search_copy" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_copy" AFTER INSERT OR UPDATE OF "id", "title", "job_ref", "description_en", "description_fr", "descriptions_nl", "technical_skills", "display_job", "end_application_date", "type", "region", "industry", "seniority_level", "experience", "urgent_status", "creation_date" ON "jobs" FOR EACH ROW EXECUTE FUNCTION "job_search_copy"();
