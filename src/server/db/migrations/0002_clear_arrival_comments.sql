-- The arrival row of a record sent from the website used to carry an English comment; the record view now says
-- "received, by the website" in the reader's language, so the old text goes.
UPDATE "state_history" SET "comment" = '' WHERE "from_state" IS NULL AND "changed_by" IS NULL AND "comment" = 'Received through the website.';
