CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" text NOT NULL,
	"lang" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consent_events_record_idx" ON "consent_events" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "consent_events_expires_idx" ON "consent_events" USING btree ("purpose","expires_at");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_phone_idx" ON "job_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "profiles_phone_idx" ON "profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_email_idx" ON "spontaneous_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_phone_idx" ON "spontaneous_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "talent_interviews_email_idx" ON "talent_interviews" USING btree ("email");--> statement-breakpoint
CREATE INDEX "talent_interviews_phone_idx" ON "talent_interviews" USING btree ("phone");