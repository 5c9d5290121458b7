CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"fr" text NOT NULL,
	"en" text NOT NULL,
	"nl" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by_id" integer,
	"draft_fr" text,
	"draft_en" text,
	"draft_nl" text,
	"draft_at" timestamp with time zone,
	"draft_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"fr" text NOT NULL,
	"en" text NOT NULL,
	"nl" text NOT NULL,
	"edited_by_id" integer,
	"edited_at" timestamp with time zone,
	"published_by_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"restored_from" integer,
	CONSTRAINT "site_content_versions_key_version_pk" PRIMARY KEY("key","version")
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_draft_by_id_users_id_fk" FOREIGN KEY ("draft_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A published change drops every app process's public answers (the function of migration 0007).
CREATE TRIGGER "site_content_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
