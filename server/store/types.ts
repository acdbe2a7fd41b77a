// What the server keeps: form submissions and demo bookings. One interface,
// two engines (SQLite embedded by default, PostgreSQL with DATABASE_URL),
// the same schema and migrations.
import type { Driver } from "./driver.ts";

export interface NewSubmission {
  formId: string;
  /** The submitted values (text and booleans; files as their stored name). */
  data: Record<string, string | boolean>;
  email: string;
  /** The submitter's phone as one key (server/phone-key.ts), or "" without one. */
  phoneKey?: string;
  /** "<scope>:<key>": a key is unique within its endpoint (a form, the bookings, one demo section). */
  idempotencyKey: string;
  /** Hash of the request's checked content: a retry carries the same. */
  requestHash: string;
  /** The path of the page it was sent from ("/contact"), when the browser said. */
  page?: string;
  /** Caught by the honeypot: kept for review, out of the inbox, the export and the webhook. */
  spam?: boolean;
  file?: { path: string; name: string; type: string };
  createdAt: string;
}

export interface Submission
  extends Omit<NewSubmission, "file" | "idempotencyKey" | "requestHash" | "spam" | "phoneKey" | "page"> {
  page: string;
  /** "<experiment>:<arm>" when the lead converted an A/B test (server/experiments). */
  experiment?: string;
  spam: boolean;
  id: number;
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
  requestHash: string;
  phoneKey?: string;
  page?: string;
  /** Keyed hash of the visitor's address (the per-address cap). */
  clientHash?: string;
  createdAt: string;
}

export interface Booking
  extends Omit<NewBooking, "idempotencyKey" | "requestHash" | "clientHash" | "phoneKey" | "page"> {
  page: string;
  /** "<experiment>:<arm>" when the lead converted an A/B test (server/experiments). */
  experiment?: string;
  id: number;
}

export type BookingResult =
  | { status: "created" | "replayed"; booking: Booking }
  | { status: "taken" }
  | { status: "key_reused" }
  | { status: "capped" };

/** Upcoming bookings (slot after `after`) one email and one address (its hash) may hold. */
export interface BookingCapsAt {
  perEmail: number;
  perAddress: number;
  after: string;
}

export interface ListFilter {
  formId?: string;
  /** Inclusive, ISO date or instant compared with created_at. */
  from?: string;
  to?: string;
  /** Words to find in the row (name, email, phone, the fields' text). */
  search?: string;
  limit?: number;
  offset?: number;
}

export type LeadKind = "submission" | "booking";

/** Something the honeypot caught, as the spam view lists it. */
export interface SpamItem {
  kind: LeadKind;
  id: number;
  createdAt: string;
  email: string;
  /** The submission, or the booking as it would have been stored. */
  payload: Submission | NewBooking;
}

/** What erasure names: everything of an email or a phone, or one row. */
export type ErasureTarget = { email: string } | { phone: string } | { kind: LeadKind; id: number };

/** The record an erasure leaves: who, when, how, how many rows; never the data. */
export interface Erasure {
  id: number;
  at: string;
  by: string;
  method: "email" | "phone" | "row";
  rows: number;
}

/** Something the server tells the webhook besides a new lead. */
export interface LeadEvent {
  type: "lead.erased";
  erasureId: number;
  at: string;
  /** The rows erased (the webhook's receiver deletes its copies). */
  leads: Array<{ kind: LeadKind; id: number }>;
}

export type OutboxKind = LeadKind | "event";
/** What an outbox channel sends: a lead or event row, or a review request's email. */
export type DeliveryKind = OutboxKind | "review-mail";
/** Who is told of a row: the webhook (leads and events), the owner's email (leads), or the publishers' (review requests). */
export type Channel = "webhook" | "notify" | "review";

/** A row waiting for the webhook or the owner's email. */
export interface LeadDelivery {
  kind: OutboxKind;
  id: number;
  attempts: number;
  payload: Submission | Booking | LeadEvent;
}

/** An editorial email (a review request to the publishers; a failed scheduled publish to its person), waiting for the SMTP server. */
export interface ReviewMailDelivery {
  kind: "review-mail";
  id: number;
  attempts: number;
  /** `to`: one person (unset: the publishers' address, NOTIFY_EMAIL). */
  payload: { subject: string; text: string; to?: string };
}

export type PendingDelivery = LeadDelivery | ReviewMailDelivery;

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** The engine's driver: statements with `?` placeholders (all, get, run, transaction) for code that owns its own tables. */
  readonly db: Driver;
  /** Stores one submission; the same idempotency key again returns the first row (created false), or keyReused when it came with other content. */
  addSubmission(s: NewSubmission): Promise<{ id: number; created: boolean; keyReused?: boolean }>;
  getSubmission(id: number): Promise<Submission | undefined>;
  listSubmissions(filter?: ListFilter): Promise<Submission[]>;
  /** Books a slot; with caps, refuses (capped) when the email or the address already holds its share, counted and inserted as one. */
  addBooking(b: NewBooking, caps?: BookingCapsAt): Promise<BookingResult>;
  listBookings(filter?: ListFilter): Promise<Booking[]>;
  getBooking(id: number): Promise<Booking | undefined>;
  /** How many rows a filter matches (limit and offset aside). */
  countSubmissions(filter?: ListFilter): Promise<number>;
  countBookings(filter?: ListFilter): Promise<number>;
  /** Slot starts already booked in [from, to). */
  bookedStarts(from: string, to: string): Promise<string[]>;
  /** Deletes every lead (submissions, bookings, spam) of an email or phone, or one row; records the erasure and queues a lead.erased event. Returns the file paths of deleted submissions. */
  erase(target: ErasureTarget, by: string, at: string): Promise<{ rows: number; files: string[] }>;
  /** Erasure records, newest first. */
  listErasures(limit?: number): Promise<Erasure[]>;
  /** Deletes what was created before `before`; returns the file paths of deleted submissions. */
  purgeBefore(before: string): Promise<{ rows: number; files: string[] }>;
  /**
   * Claims due rows of a channel for one sender: each is leased until
   * `leaseUntil` (not due for anyone else meanwhile; a crashed sender's rows
   * come back after it). On PostgreSQL rows another server is claiming are
   * skipped (FOR UPDATE SKIP LOCKED), so two servers never send one row.
   * `since`: only rows created from then on (the email is not sent for
   * leads older than the setting).
   */
  claimDeliveries(
    channel: Channel,
    options: { now: string; leaseUntil: string; maxAttempts: number; limit: number; since?: string },
  ): Promise<PendingDelivery[]>;
  /** Records an attempt: delivered (done) or failed (next attempt at `nextAt`). */
  recordDelivery(
    kind: DeliveryKind,
    id: number,
    result: { done: true; at: string } | { done: false; attempts: number; nextAt: string },
    channel?: Channel,
  ): Promise<void>;
  /** Keeps a booking the honeypot caught (it takes no slot). */
  addSpamBooking(b: NewBooking): Promise<number>;
  countSpam(): Promise<number>;
  /** Spam kept for review, newest first. */
  listSpam(limit?: number): Promise<SpamItem[]>;
  /** Moves a caught item into the leads: a submission is unflagged; a booking is booked (or its slot is taken meanwhile). */
  restoreSpam(kind: LeadKind, id: number): Promise<{ restored: boolean; kind: LeadKind; id?: number }>;
  /** Deletes spam older than `before`; returns the file paths of deleted submissions. */
  purgeSpamBefore(before: string): Promise<{ rows: number; files: string[] }>;
  /** A random value made once per store (keys for hashes), by name. */
  secret(name: string): Promise<string>;
  /** A fixed-window counter (in the database on PostgreSQL, shared by every server; in memory on SQLite): how many hits `key` has in the window starting at `windowStart`. */
  hits(key: string, windowStart: string): Promise<number>;
  /** Adds `delta` hits (default 1; -1 gives one back) in one statement; returns the window's count. Windows older than `forgetBefore` are dropped now and then. */
  addHit(key: string, windowStart: string, forgetBefore: string, delta?: number): Promise<number>;
  close(): Promise<void>;
}
