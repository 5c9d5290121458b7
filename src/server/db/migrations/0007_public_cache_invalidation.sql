-- The public answers (jobs, services, profiles, the champion team) are cached in memory by every app process
-- (src/server/plugins/public-cache.ts). Any change to a table they read, whatever writes it (the back-office, the
-- seed, a maintenance job, psql), tells every process listening on the channel to drop its cache. NOTIFY is sent
-- at commit, once per transaction for the same payload, and never for a rolled-back change.
CREATE FUNCTION "notify_public_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_cache', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
--> statement-breakpoint
CREATE TRIGGER "services_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
--> statement-breakpoint
CREATE TRIGGER "profiles_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
--> statement-breakpoint
CREATE TRIGGER "managers_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "managers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
