ALTER TABLE "job_alerts" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "last_failed_at" timestamp with time zone;