ALTER TABLE "job_alert_sent" DROP CONSTRAINT "job_alert_sent_alert_id_job_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "job_alert_sent" DROP CONSTRAINT "job_alert_sent_job_id_jobs_id_fk";
--> statement-breakpoint
DROP INDEX "job_alert_sent_job_idx";--> statement-breakpoint
-- Hand-written below (docs/decisions/0061, addendum "set-based run"): job_alert_sent has no foreign keys (a run
-- writes hundreds of thousands of pairs, each key cost two look-ups and row locks per pair); a deleted alert's pairs
-- go with it here (unsubscription, erasure). The alert run holds its alerts' rows while it writes their pairs, so a
-- deletion waits for it and then deletes them. A deleted job's pairs stay until their alert goes (ids are not
-- reused, and the run reads only the pairs of jobs that exist); emptying jobs or job_alerts empties the pairs.
CREATE FUNCTION "job_alert_sent_of_deleted_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_alert_sent" WHERE "alert_id" = ANY (ARRAY(SELECT "id" FROM "deleted_alerts"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "job_alert_sent_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Not when the same TRUNCATE emptied it already (it may not be truncated again within that statement).
  IF EXISTS (SELECT 1 FROM "job_alert_sent") THEN TRUNCATE "job_alert_sent"; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_alerts_sent_delete" AFTER DELETE ON "job_alerts" REFERENCING OLD TABLE AS "deleted_alerts" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_sent_of_deleted_alerts"();--> statement-breakpoint
CREATE TRIGGER "job_alerts_sent_truncate" AFTER TRUNCATE ON "job_alerts" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_sent_truncate"();--> statement-breakpoint
CREATE TRIGGER "jobs_alert_sent_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "job_alert_sent_truncate"();
