CREATE TABLE "weekly_counts" (
	"record_type" text NOT NULL,
	"week" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "weekly_counts_record_type_week_pk" PRIMARY KEY("record_type","week")
);
--> statement-breakpoint
-- The dashboard's chart counts the applications received each week (its Monday, UTC) over sixteen weeks: a hundred
-- thousand rows at a busy firm's volume, 60-90 ms. Triggers keep the count of each week instead, as pipeline_counts
-- keeps the states (migration 0006); the chart then reads sixteen rows. Records are never moved to another week
-- (anonymising keeps the creation date), but a changed creation date would move its count too.
CREATE FUNCTION "weekly_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "weekly_counts" SET "n" = "n" - 1
      WHERE "record_type" = TG_ARGV[0] AND "week" = date_trunc('week', OLD."creation_date" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "weekly_counts" VALUES (TG_ARGV[0], date_trunc('week', NEW."creation_date" AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT ("record_type", "week") DO UPDATE SET "n" = "weekly_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "weekly_counts" SELECT 'job-applications', date_trunc('week', "creation_date" AT TIME ZONE 'UTC')::date, count(*) FROM "job_applications" GROUP BY 2;--> statement-breakpoint
CREATE TRIGGER "job_applications_weekly_count" AFTER INSERT OR DELETE ON "job_applications" FOR EACH ROW EXECUTE FUNCTION "weekly_count"('job-applications');--> statement-breakpoint
CREATE TRIGGER "job_applications_weekly_count_moves" AFTER UPDATE OF "creation_date" ON "job_applications" FOR EACH ROW WHEN (OLD."creation_date" IS DISTINCT FROM NEW."creation_date") EXECUTE FUNCTION "weekly_count"('job-applications');--> statement-breakpoint
INSERT INTO "weekly_counts" SELECT 'spontaneous-applications', date_trunc('week', "creation_date" AT TIME ZONE 'UTC')::date, count(*) FROM "spontaneous_applications" GROUP BY 2;--> statement-breakpoint
CREATE TRIGGER "spontaneous_applications_weekly_count" AFTER INSERT OR DELETE ON "spontaneous_applications" FOR EACH ROW EXECUTE FUNCTION "weekly_count"('spontaneous-applications');--> statement-breakpoint
CREATE TRIGGER "spontaneous_applications_weekly_count_moves" AFTER UPDATE OF "creation_date" ON "spontaneous_applications" FOR EACH ROW WHEN (OLD."creation_date" IS DISTINCT FROM NEW."creation_date") EXECUTE FUNCTION "weekly_count"('spontaneous-applications');
