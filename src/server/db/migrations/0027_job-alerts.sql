CREATE TABLE "job_alert_sent" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_sent_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"frequency" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_sent_job_idx" ON "job_alert_sent" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("frequency","last_run_at") WHERE "job_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "job_alerts_unconfirmed_idx" ON "job_alerts" USING btree ("creation_date") WHERE "job_alerts"."confirmed_at" is null;