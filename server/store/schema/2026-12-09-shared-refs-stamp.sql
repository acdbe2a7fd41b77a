-- The count of saves of the drafts, translations, uploads and previews kept
-- on the content remote (server/content/shared-refs.ts): a read fetches
-- them only when the count moved since its last fetch. One row.
CREATE TABLE shared_refs_stamp (
  id INTEGER PRIMARY KEY,
  n BIGINT NOT NULL
);
