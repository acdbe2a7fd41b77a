-- Soft locks (issue 40): who has a page open in the editor, one row per
-- page, renewed by the editor's heartbeat; rows of the store so every
-- instance tells the second person the same (no sticky sessions needed).
-- `beat_ms`: the last heartbeat, milliseconds since 1970.
CREATE TABLE edit_locks (
  file TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  since TEXT NOT NULL,
  beat_ms BIGINT NOT NULL
);
