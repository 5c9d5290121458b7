-- Custom (docs/decisions/0050, addendum of 2026-11-27): the back-office search at 100,000 people.
-- 1. A piece's vector stays in its row (STORAGE MAIN: compressed in place if need be, never moved out to the TOAST
--    table); its text, read only for the page's snippets, goes out as before. Each match the index hands over is
--    rechecked (a phrase) and ranked from its vector: in the TOAST table that was a second index lookup per match,
--    3 to 4 times the cost. Rows written before keep their layout until they are written again.
ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;
--> statement-breakpoint
-- 2. The GIN index in 16 parts, by id modulo 16: a search takes its first 1,000 matches (SEARCH_HIT_CAP) from part
--    0, then 1, ... and stops there, so a word in half the CVs builds the bitmap of one part (a sixteenth of its
--    entries), not of all of them. A rare word reads all 16 parts, each small.
DROP INDEX IF EXISTS "search_documents_tsv_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_0_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 0;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_1_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 1;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_2_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 2;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_3_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 3;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_4_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 4;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_5_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 5;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_6_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 6;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_7_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 7;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_8_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 8;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_9_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 9;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_10_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 10;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_11_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 11;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_12_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 12;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_13_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 13;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_14_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 14;
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_15_idx" ON "search_documents" USING gin ("tsv") WHERE "id" % 16 = 15;
