CREATE TABLE "firm_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"firm" jsonb,
	"primary_color" text,
	"logo_image_id" uuid,
	"hero_image_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "firm_settings_one_row" CHECK ("firm_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"role" text DEFAULT 'photo' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_format_role_width_pk" PRIMARY KEY("image_id","format","role","width")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "photo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "photo_image_id" uuid;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_hero_image_id_images_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_variants_hash_idx" ON "image_variants" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "image_variants_image_idx" ON "image_variants" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The firm's settings and the pictures change what every public answer shows (name, colour, logo, photos): every
-- process drops its public cache and reloads the settings (src/server/brand/brand-store.ts listens on the channel).
CREATE TRIGGER "firm_settings_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "firm_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
--> statement-breakpoint
CREATE TRIGGER "images_public_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
