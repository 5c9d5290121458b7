ALTER TABLE "talent_interviews" ADD COLUMN "client_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: until now the booking form wrote the client's message into the staff's comment. A booking's
-- comment therefore moves to client_message (read-only from now on) and the comment starts empty for staff. A
-- comment staff had already typed over the client's words moves too: it is kept, shown as what the record held.
UPDATE "talent_interviews" SET "client_message" = "comment", "comment" = '' WHERE "kind" = 'BOOKING' AND "comment" <> '';
