// What the server keeps: form submissions and demo bookings. One interface,
// two engines (SQLite embedded by default, PostgreSQL with DATABASE_URL),
// the same schema and migrations.

export interface NewSubmission {
  formId: string;
  /** The submitted values (text and booleans; files as their stored name). */
  data: Record<string, string | boolean>;
  email: string;
  idempotencyKey: string;
  file?: { path: string; name: string; type: string };
  createdAt: string;
}

export interface Submission extends Omit<NewSubmission, "file" | "idempotencyKey"> {
  id: number;
  /** "<experiment>:<arm>" when the lead converted an A/B test (server/experiments). */
  experiment?: string;
  filePath: string | null;
  fileName: string | null;
  fileType: string | null;
}

export interface NewBooking {
  /** Start of the slot, ISO 8601 UTC: unique, a slot is booked once. */
  slotStart: string;
  slotLabel: string;
  name: string;
  email: string;
  phone: string;
  restaurant: string;
  acceptedPrivacy: boolean;
  acceptedMarketing: boolean;
  /** Where it came from: the booking modal or the inline demo form. */
  source: "modal" | "inline";
  eventId: string;
  idempotencyKey: string;
  createdAt: string;
}

export interface Booking extends Omit<NewBooking, "idempotencyKey"> {
  id: number;
  /** "<experiment>:<arm>" when the lead converted an A/B test (server/experiments). */
  experiment?: string;
}

export type BookingResult = { status: "created" | "replayed"; booking: Booking } | { status: "taken" };

export interface ListFilter {
  formId?: string;
  /** Inclusive, ISO date or instant compared with created_at. */
  from?: string;
  to?: string;
  limit?: number;
}

export type LeadKind = "submission" | "booking";

/** A row waiting for the webhook. */
export interface PendingDelivery {
  kind: LeadKind;
  id: number;
  attempts: number;
  payload: Submission | Booking;
}

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Stores one submission; the same idempotency key again returns the first row (created false). */
  addSubmission(s: NewSubmission): Promise<{ id: number; created: boolean }>;
  getSubmission(id: number): Promise<Submission | undefined>;
  listSubmissions(filter?: ListFilter): Promise<Submission[]>;
  addBooking(b: NewBooking): Promise<BookingResult>;
  listBookings(filter?: ListFilter): Promise<Booking[]>;
  /** Slot starts already booked in [from, to). */
  bookedStarts(from: string, to: string): Promise<string[]>;
  /** Deletes every submission and booking with this email; returns the file paths of deleted submissions. */
  eraseEmail(email: string): Promise<{ rows: number; files: string[] }>;
  /** Deletes what was created before `before`; returns the file paths of deleted submissions. */
  purgeBefore(before: string): Promise<{ rows: number; files: string[] }>;
  /** Rows not yet delivered to the webhook whose next attempt is due, oldest first. */
  pendingDeliveries(now: string, maxAttempts: number, limit: number): Promise<PendingDelivery[]>;
  /** Records an attempt: delivered (done) or failed (next attempt at `nextAt`). */
  recordDelivery(kind: LeadKind, id: number, result: { done: true; at: string } | { done: false; attempts: number; nextAt: string }): Promise<void>;
  /** One statement with `?` placeholders, for features that keep their own tables (server/experiments). */
  query(sql: string, params?: ReadonlyArray<string | number | null>): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}
