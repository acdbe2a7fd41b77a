// Rows as both engines return them → the store's shapes.
import type { Booking, ListFilter, Submission } from "./types.ts";

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
// SQLite stores booleans as 0/1.
const bool = (v: unknown) => v === true || v === 1 || v === "1" || v === "t";
const experimentOf = (row: Row) => (row.experiment_id ? { experiment: `${String(row.experiment_id)}:${str(row.experiment_arm)}` } : {});

export function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    formId: str(row.form_id),
    email: str(row.email),
    data: JSON.parse(str(row.data)) as Submission["data"],
    filePath: strOrNull(row.file_path),
    fileName: strOrNull(row.file_name),
    fileType: strOrNull(row.file_type),
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
    createdAt: str(row.created_at),
    ...experimentOf(row),
  };
}

/** WHERE clause and parameters for a list filter; `p(n)` writes the n-th placeholder. */
export function whereOf(filter: ListFilter, p: (n: number) => string, withForm: boolean): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (withForm && filter.formId) parts.push(`form_id = ${p(params.push(filter.formId))}`);
  if (filter.from) parts.push(`created_at >= ${p(params.push(filter.from))}`);
  // A bare date as `to` includes that whole day.
  if (filter.to) parts.push(`created_at < ${p(params.push(/^\d{4}-\d{2}-\d{2}$/.test(filter.to) ? `${filter.to}T99` : filter.to))}`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

export const LIST_LIMIT = 1000;
