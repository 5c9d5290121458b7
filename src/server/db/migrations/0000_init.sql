CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"process" text NOT NULL,
	"comment_admin" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"job_title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"process" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"no_go_comment" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_ref" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"descriptions_nl" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"type" text DEFAULT '' NOT NULL,
	"technical_skills" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"display_job" boolean DEFAULT true NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"job_type_id" integer,
	"industry" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT '' NOT NULL,
	"work_place_type" text DEFAULT '' NOT NULL,
	"seniority_level" text DEFAULT '' NOT NULL,
	"start_date_urgent" boolean DEFAULT false NOT NULL,
	"rate" text DEFAULT '' NOT NULL,
	"urgent_status" boolean DEFAULT false NOT NULL,
	"end_application_date" date,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en, '') || ' ' || coalesce(technical_skills, '')), 'B')) STORED,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', coalesce(title, '')), 'A') || setweight(to_tsvector('french', coalesce(description_fr, '') || ' ' || coalesce(technical_skills, '')), 'B')) STORED,
	"search_nl" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(title, '')), 'A') || setweight(to_tsvector('dutch', coalesce(descriptions_nl, '') || ' ' || coalesce(technical_skills, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"show_on_site" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"salutation" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_title" text DEFAULT '' NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"displayed_first_name" text DEFAULT '' NOT NULL,
	"displayed_last_name" text DEFAULT '' NOT NULL,
	"displayed_phone" text DEFAULT '' NOT NULL,
	"displayed_email" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"technologies" text DEFAULT '' NOT NULL,
	"profile_order" integer DEFAULT 0 NOT NULL,
	"display" boolean DEFAULT false NOT NULL,
	"languages" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"employment_type" text DEFAULT '' NOT NULL,
	"contract_type" text DEFAULT '' NOT NULL,
	"working_time" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"rate" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"seniority_level" text DEFAULT '' NOT NULL,
	"cv_file_id" uuid,
	"booked_date" date,
	"booked_time" text,
	"offer" text DEFAULT '' NOT NULL,
	"process" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"no_go_comment" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spontaneous_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"salutation" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"availability" text NOT NULL,
	"cv_file_id" uuid NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"process" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"no_go_comment" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"profile_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"intermediate_client" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"booked_date" date,
	"booked_time" text,
	"rescheduled_booked_date" date,
	"rescheduled_booked_time" text,
	"contract_type" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"talent_name" text DEFAULT '' NOT NULL,
	"feedback_consultant" text DEFAULT '' NOT NULL,
	"feedback_client" text DEFAULT '' NOT NULL,
	"interview_resume" text DEFAULT '' NOT NULL,
	"process" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"id_manager" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cv_file_id_stored_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD CONSTRAINT "spontaneous_applications_cv_file_id_stored_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD CONSTRAINT "talent_interviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_manager_managers_id_fk" FOREIGN KEY ("id_manager") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "job_applications_process_idx" ON "job_applications" USING btree ("process","creation_date");--> statement-breakpoint
CREATE INDEX "jobs_search_en_idx" ON "jobs" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "jobs_search_fr_idx" ON "jobs" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "jobs_search_nl_idx" ON "jobs" USING gin ("search_nl");--> statement-breakpoint
CREATE INDEX "jobs_public_idx" ON "jobs" USING btree ("display_job","end_application_date","creation_date");--> statement-breakpoint
CREATE INDEX "profiles_public_idx" ON "profiles" USING btree ("display","profile_order");--> statement-breakpoint
CREATE INDEX "state_history_record_idx" ON "state_history" USING btree ("record_type","record_id");