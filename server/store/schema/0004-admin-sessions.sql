-- Migration 4 of the numbered list that lived in migrations.ts (same statements).
-- Admin sign-ins: one row per session (a hash of its id, never the id), so
-- each sign-in is its own, signing out ends it, and every server sees it.
-- No longer used: sessions are people's now (auth_sessions, schema/2026-11-26-accounts.sql).
CREATE TABLE admin_sessions (
  id_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
