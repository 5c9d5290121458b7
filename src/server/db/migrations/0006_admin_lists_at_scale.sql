CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "pipeline_counts" (
	"record_type" text NOT NULL,
	"process" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pipeline_counts_record_type_process_pk" PRIMARY KEY("record_type","process")
);
--> statement-breakpoint
DROP INDEX "job_applications_process_idx";--> statement-breakpoint
CREATE INDEX "contacts_process_idx" ON "contacts" USING btree ("process","creation_date","id");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "contacts_state_idx" ON "contacts" USING btree ("process","id");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "message" || E'\n' || "post") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "job_applications_last_name_idx" ON "job_applications" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "job_applications_job_title_idx" ON "job_applications" USING btree ("job_title","id");--> statement-breakpoint
CREATE INDEX "job_applications_state_idx" ON "job_applications" USING btree ("process","id");--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "job_title" || E'\n' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_process_idx" ON "profiles" USING btree ("process","creation_date","id");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "profiles_last_name_idx" ON "profiles" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "profiles_title_idx" ON "profiles" USING btree ("profile_title","id");--> statement-breakpoint
CREATE INDEX "profiles_order_idx" ON "profiles" USING btree ("profile_order","id");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "profile_title" || E'\n' || "technologies" || E'\n' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spontaneous_applications_process_idx" ON "spontaneous_applications" USING btree ("process","creation_date","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_created_idx" ON "spontaneous_applications" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_last_name_idx" ON "spontaneous_applications" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_post_idx" ON "spontaneous_applications" USING btree ("post","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_state_idx" ON "spontaneous_applications" USING btree ("process","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_search_idx" ON "spontaneous_applications" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "post") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talent_interviews_process_idx" ON "talent_interviews" USING btree ("process","creation_date","id");--> statement-breakpoint
CREATE INDEX "talent_interviews_created_idx" ON "talent_interviews" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "talent_interviews_slot_idx" ON "talent_interviews" USING btree (coalesce("rescheduled_booked_date", "booked_date"),"id");--> statement-breakpoint
CREATE INDEX "talent_interviews_last_name_idx" ON "talent_interviews" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "talent_interviews_client_idx" ON "talent_interviews" USING btree ("client","id");--> statement-breakpoint
CREATE INDEX "talent_interviews_state_idx" ON "talent_interviews" USING btree ("process","id");--> statement-breakpoint
CREATE INDEX "talent_interviews_search_idx" ON "talent_interviews" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "client" || E'\n' || "talent_name" || E'\n' || "skills" || E'\n' || "job_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_process_idx" ON "job_applications" USING btree ("process","creation_date","id");--> statement-breakpoint
CREATE FUNCTION "pipeline_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A state's row exists before it is updated; one UPDATE then moves a record between two states, locking both
  -- rows in the same (key) order whichever way it moves, so that two moves never wait on each other in a ring.
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "pipeline_counts" VALUES (TG_ARGV[0], NEW."process", 0) ON CONFLICT DO NOTHING;
  END IF;
  UPDATE "pipeline_counts" SET "n" = "n"
      + CASE WHEN TG_OP <> 'DELETE' AND "process" = NEW."process" THEN 1 ELSE 0 END
      - CASE WHEN TG_OP <> 'INSERT' AND "process" = OLD."process" THEN 1 ELSE 0 END
    WHERE "record_type" = TG_ARGV[0]
      AND "process" IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW."process" END, CASE WHEN TG_OP <> 'INSERT' THEN OLD."process" END);
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "pipeline_counts" SELECT 'job-applications', "process", count(*) FROM "job_applications" GROUP BY "process";--> statement-breakpoint
CREATE TRIGGER "job_applications_count" AFTER INSERT OR DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "pipeline_count"('job-applications');--> statement-breakpoint
CREATE TRIGGER "job_applications_count_moves" AFTER UPDATE OF "process" ON "job_applications" FOR EACH ROW WHEN (OLD."process" IS DISTINCT FROM NEW."process") EXECUTE FUNCTION "pipeline_count"('job-applications');--> statement-breakpoint
INSERT INTO "pipeline_counts" SELECT 'spontaneous-applications', "process", count(*) FROM "spontaneous_applications" GROUP BY "process";--> statement-breakpoint
CREATE TRIGGER "spontaneous_applications_count" AFTER INSERT OR DELETE ON "spontaneous_applications" FOR EACH ROW EXECUTE FUNCTION "pipeline_count"('spontaneous-applications');--> statement-breakpoint
CREATE TRIGGER "spontaneous_applications_count_moves" AFTER UPDATE OF "process" ON "spontaneous_applications" FOR EACH ROW WHEN (OLD."process" IS DISTINCT FROM NEW."process") EXECUTE FUNCTION "pipeline_count"('spontaneous-applications');--> statement-breakpoint
INSERT INTO "pipeline_counts" SELECT 'profiles', "process", count(*) FROM "profiles" GROUP BY "process";--> statement-breakpoint
CREATE TRIGGER "profiles_count" AFTER INSERT OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "pipeline_count"('profiles');--> statement-breakpoint
CREATE TRIGGER "profiles_count_moves" AFTER UPDATE OF "process" ON "profiles" FOR EACH ROW WHEN (OLD."process" IS DISTINCT FROM NEW."process") EXECUTE FUNCTION "pipeline_count"('profiles');--> statement-breakpoint
INSERT INTO "pipeline_counts" SELECT 'talent-interviews', "process", count(*) FROM "talent_interviews" GROUP BY "process";--> statement-breakpoint
CREATE TRIGGER "talent_interviews_count" AFTER INSERT OR DELETE ON "talent_interviews" FOR EACH ROW EXECUTE FUNCTION "pipeline_count"('talent-interviews');--> statement-breakpoint
CREATE TRIGGER "talent_interviews_count_moves" AFTER UPDATE OF "process" ON "talent_interviews" FOR EACH ROW WHEN (OLD."process" IS DISTINCT FROM NEW."process") EXECUTE FUNCTION "pipeline_count"('talent-interviews');--> statement-breakpoint
INSERT INTO "pipeline_counts" SELECT 'contacts', "process", count(*) FROM "contacts" GROUP BY "process";--> statement-breakpoint
CREATE TRIGGER "contacts_count" AFTER INSERT OR DELETE ON "contacts" FOR EACH ROW EXECUTE FUNCTION "pipeline_count"('contacts');--> statement-breakpoint
CREATE TRIGGER "contacts_count_moves" AFTER UPDATE OF "process" ON "contacts" FOR EACH ROW WHEN (OLD."process" IS DISTINCT FROM NEW."process") EXECUTE FUNCTION "pipeline_count"('contacts');
