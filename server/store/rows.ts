// Rows as both engines return them → the store's shapes.
import type { Booking, ListFilter, Submission } from "./types.ts";

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
// SQLite stores booleans as 0/1.
const bool = (v: unknown) => v === true || v === 1 || v === "1" || v === "t";
const experimentOf = (row: Row) =>
  row.experiment_id ? { experiment: `${String(row.experiment_id)}:${str(row.experiment_arm)}` } : {};

export function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    formId: str(row.form_id),
    email: str(row.email),
    data: JSON.parse(str(row.data)) as Submission["data"],
    filePath: strOrNull(row.file_path),
    fileName: strOrNull(row.file_name),
    fileType: strOrNull(row.file_type),
    spam: bool(row.spam),
    page: str(row.page),
    createdAt: str(row.created_at),
    ...experimentOf(row),
  };
}

export function toBooking(row: Row): Booking {
  return {
    id: Number(row.id),
    slotStart: str(row.slot_start),
    slotLabel: str(row.slot_label),
    name: str(row.name),
    email: str(row.email),
    phone: str(row.phone),
    restaurant: str(row.restaurant),
    acceptedPrivacy: bool(row.accepted_privacy),
    acceptedMarketing: bool(row.accepted_marketing),
    source: str(row.source) === "inline" ? "inline" : "modal",
    eventId: str(row.event_id),
    page: str(row.page),
    createdAt: str(row.created_at),
    ...experimentOf(row),
  };
}

/** WHERE clause and parameters for a list filter; `p(n)` writes the n-th placeholder. */
export function whereOf(
  filter: ListFilter,
  p: (n: number) => string,
  withForm: boolean,
): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  // Spam stays out of the inbox and the export (the spam view lists it).
  if (withForm) parts.push("spam = FALSE");
  if (withForm && filter.formId) parts.push(`form_id = ${p(params.push(filter.formId))}`);
  if (filter.from) parts.push(`created_at >= ${p(params.push(filter.from))}`);
  // A bare date as `to` includes that whole day.
  if (filter.to)
    parts.push(`created_at < ${p(params.push(/^\d{4}-\d{2}-\d{2}$/.test(filter.to) ? `${filter.to}T99` : filter.to))}`);
  // Search: every word somewhere in the row's text (case-insensitive; % and _ are taken literally by dropping them).
  for (const word of (filter.search ?? "")
    .toLowerCase()
    .replace(/[%_\\]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)) {
    const like = `%${word}%`;
    if (withForm) parts.push(`(LOWER(email) LIKE ${p(params.push(like))} OR LOWER(data) LIKE ${p(params.push(like))})`);
    else
      parts.push(
        `(LOWER(name) LIKE ${p(params.push(like))} OR LOWER(email) LIKE ${p(params.push(like))} OR LOWER(phone) LIKE ${p(params.push(like))} OR LOWER(restaurant) LIKE ${p(params.push(like))})`,
      );
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** Rows per page of the inbox. */
export const LIST_LIMIT = 50;
