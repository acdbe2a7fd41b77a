/**
 * Client-side calendar add-ons shown after a confirmed booking: Google
 * Calendar template link, Outlook compose deeplink and an RFC 5545 .ics file.
 * Downloading the file is left to the UI.
 */

export interface CalendarEvent {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** Instants: every link and the .ics write them in UTC, so each calendar shows them in its own zone. */
  readonly startDate: Date;
  readonly endDate: Date;
  /** The business's IANA zone, the event's home zone where a calendar takes one (Google's `ctz`). */
  readonly timeZone?: string;
}

export const DEFAULT_ICS_FILE_NAME = "evento.ics";

/** What the site document says of the booked demo (`booking.event`). */
export interface EventTemplate {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly minutes: number;
}

export interface BookedWhen {
  /** The business's IANA zone. */
  readonly timeZone: string;
  /** Whose time it is, for people: "10:00 en Madrid (Europe/Madrid)". */
  readonly note: string;
}

/**
 * The booked demo as a calendar event: the template's copy, `minutes` long,
 * the business's time said in words and the Meet link appended.
 */
export function bookedEvent(
  template: EventTemplate,
  startISO: string,
  meetUrl?: string,
  when?: BookedWhen,
): CalendarEvent {
  const startDate = new Date(startISO);
  return {
    title: template.title,
    description: [template.description, when?.note, meetUrl].filter(Boolean).join("\n"),
    location: template.location,
    startDate,
    endDate: new Date(startDate.getTime() + template.minutes * 60_000),
    ...(when ? { timeZone: when.timeZone } : {}),
  };
}

/** PRODID naming the product that wrote the file. */
export const productId = (product: string) => `-//${product.replace(/\/\//g, "/") || "Demo"}//Demo booking//ES`;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** UTC basic format "YYYYMMDDTHHmmssZ" (used by Google and by .ics). */
export function formatUtcBasic(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** UTC ISO 8601 without milliseconds, "2025-01-15T12:00:00Z" (Outlook). */
function formatUtcIso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** Query string with %20 for spaces (not '+'), which both calendar apps read reliably. */
function query(params: ReadonlyArray<readonly [string, string]>): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/** Google Calendar "create event" template link. */
export function googleCalendarUrl(ev: CalendarEvent): string {
  return (
    "https://calendar.google.com/calendar/render?" +
    query([
      ["action", "TEMPLATE"],
      ["text", ev.title],
      ["dates", `${formatUtcBasic(ev.startDate)}/${formatUtcBasic(ev.endDate)}`],
      // UTC instants; ctz only names the event's zone (Google shows it in the reader's).
      ...(ev.timeZone ? [["ctz", ev.timeZone] as const] : []),
      ["details", ev.description],
      ["location", ev.location],
    ])
  );
}

/** Outlook.com compose deeplink. */
export function outlookCalendarUrl(ev: CalendarEvent): string {
  return (
    "https://outlook.live.com/calendar/0/deeplink/compose?" +
    query([
      ["path", "/calendar/action/compose"],
      ["rru", "addevent"],
      ["subject", ev.title],
      ["startdt", formatUtcIso(ev.startDate)],
      ["enddt", formatUtcIso(ev.endDate)],
      ["body", ev.description],
      ["location", ev.location],
    ])
  );
}

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma, newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1 folding: content lines of at most 75 octets (excluding the
 * CRLF); continuation lines start with one space, which counts. Splits only
 * between code points, so a multi-byte UTF-8 character is never broken.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

export interface IcsOptions {
  /** Globally unique id of the event, e.g. the booking eventId plus a domain. */
  readonly uid: string;
  /** Clock for DTSTAMP. */
  readonly now: Date;
  /** PRODID value, e.g. productId("Mesalia"). */
  readonly prodId: string;
}

/** A VCALENDAR (version 2.0, METHOD:PUBLISH) with one confirmed VEVENT, CRLF line endings. */
export function buildIcs(ev: CalendarEvent, opts: IcsOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeIcsText(opts.prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(opts.uid)}`,
    `DTSTAMP:${formatUtcBasic(opts.now)}`,
    `DTSTART:${formatUtcBasic(ev.startDate)}`,
    `DTEND:${formatUtcBasic(ev.endDate)}`,
    `SUMMARY:${escapeIcsText(ev.title)}`,
    `DESCRIPTION:${escapeIcsText(ev.description)}`,
    `LOCATION:${escapeIcsText(ev.location)}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * File name for the downloaded event from the site's template, `{product}`
 * slugified: ("demo-{product}.ics", "Mesa Pró") → "demo-mesa-pro.ics". A
 * product without letters or digits gives the default "evento.ics".
 */
export function icsFileName(template: string, product: string): string {
  const slug = slugify(product);
  if (!template.includes("{product}")) return template || DEFAULT_ICS_FILE_NAME;
  return slug === "" ? DEFAULT_ICS_FILE_NAME : template.replaceAll("{product}", slug);
}
