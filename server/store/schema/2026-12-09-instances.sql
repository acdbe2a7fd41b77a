-- Which commit each instance serves (issue 42, docs/publishing.md "The purge
-- after a publish"): every instance writes its row when the release it
-- serves changes and every 2 s (`beat_ms`, milliseconds since 1970); one not
-- seen for 10 s counts as down. Rows of the store so any instance can tell
-- whether every other one serves a commit yet: the purge after a publish
-- waits for that (server/cdn/releases.ts), /healthz?instances lists them.
CREATE {unlogged} TABLE instances (
  id TEXT PRIMARY KEY,
  commit_id TEXT NOT NULL,
  since TEXT NOT NULL,
  beat_ms BIGINT NOT NULL
);
-- The purge of each commit, taken on by one instance (the first to serve it:
-- the publishing one), so a cache is purged once per publish, not once per
-- instance. Rows older than a day are deleted by the next claim.
CREATE TABLE cdn_purges (
  commit_id TEXT PRIMARY KEY,
  instance TEXT NOT NULL,
  at_ms BIGINT NOT NULL
);
