CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL,
	"chunk_number" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_chunk_number_pk" PRIMARY KEY("file_id","chunk_number")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bytes of the files stored so far move into chunks of 1 MiB (FILE_CHUNK_BYTES), in the database itself.
INSERT INTO "stored_file_chunks" ("file_id", "chunk_number", "data")
  SELECT "f"."id", "n", substring("f"."data" from "n" * 1048576 + 1 for 1048576)
  FROM "stored_files" "f", generate_series(0, (length("f"."data") - 1) / 1048576) "n"
  WHERE length("f"."data") > 0;--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "data";