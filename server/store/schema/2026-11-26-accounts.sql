-- Accounts and roles (server/auth): people who sign in with an email and a
-- password (scrypt hash; NULL until the invitation is used), their sessions
-- (a keyed hash of the id, never the id; user 0 is ADMIN_TOKEN's owner,
-- tagged with the token's fingerprint so rotating it ends those sessions),
-- one-time invitation links (hash only), slowed sign-in guessing, and the
-- audit log (who, what, when; never a lead's data).
CREATE TABLE users (
  id {id},
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL,
  password_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE auth_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  token_tag TEXT,
  created_at TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);
CREATE TABLE auth_invites (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_at TEXT NOT NULL
);
CREATE TABLE audit_log (
  id {id},
  at TEXT NOT NULL,
  actor_id INTEGER,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_at ON audit_log (at);
