DROP INDEX "jobs_search_en_idx";--> statement-breakpoint
DROP INDEX "jobs_search_fr_idx";--> statement-breakpoint
DROP INDEX "jobs_search_nl_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en, '') || ' ' || coalesce(technical_skills, '')), 'B') || setweight(to_tsvector('french', coalesce(title, '')), 'A') || setweight(to_tsvector('french', coalesce(description_fr, '') || ' ' || coalesce(technical_skills, '')), 'B') || setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(descriptions_nl, '') || ' ' || coalesce(technical_skills, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '')) || to_tsvector('french', coalesce(title, '')) || to_tsvector('dutch', coalesce(title, ''))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_search_title_idx" ON "jobs" USING gin ("search_title");--> statement-breakpoint
CREATE INDEX "jobs_public_order_idx" ON "jobs" USING btree ("urgent_status" DESC NULLS FIRST,"creation_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_fr";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_nl";