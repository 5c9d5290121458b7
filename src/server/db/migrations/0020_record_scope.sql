ALTER TABLE "users" ADD COLUMN "record_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_manager_idx" ON "jobs" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","person_id");--> statement-breakpoint
CREATE INDEX "profiles_manager_idx" ON "profiles" USING btree ("manager_id","person_id");--> statement-breakpoint
CREATE INDEX "talent_interviews_profile_idx" ON "talent_interviews" USING btree ("profile_id","person_id");