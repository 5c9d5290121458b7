-- Matching's title words (decision 0064, addendum "tuning half and held-out half"): every person's concepts are
-- computed again by the queue, which now also stores the words of their titles (word:… rows of match_person_terms).
INSERT INTO match_dirty (kind, id) SELECT 'person', id FROM people WHERE anonymised_at IS NULL AND merged_into IS NULL ON CONFLICT DO NOTHING;
