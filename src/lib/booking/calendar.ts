/**
 * Client-side calendar add-ons shown after a confirmed booking: Google
 * Calendar template link, Outlook compose deeplink and an RFC 5545 .ics file.
 * Downloading the file is left to the UI.
 */

export interface CalendarEvent {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly startDate: Date;
  readonly endDate: Date;
}

/** The booked demo lasts 60 minutes. */
export const DEMO_EVENT_MINUTES = 60;
export const DEMO_EVENT_LOCATION = "Videollamada (recibirás el enlace por email)";
export const DEFAULT_ICS_FILE_NAME = "evento.ics";
export const DEFAULT_PRODID = "-//Mesa//Demo booking//ES";

/**
 * The event added to calendars after booking a demo of `product` starting at
 * `startISO`: 60 minutes, titled as a product demo, video-call location.
 */
export function demoCalendarEvent(product: string, startISO: string, meetUrl?: string): CalendarEvent {
  const startDate = new Date(startISO);
  const endDate = new Date(startDate.getTime() + DEMO_EVENT_MINUTES * 60_000);
  const description = [`Demo de ${product} (${DEMO_EVENT_MINUTES} minutos).`, meetUrl ? `Enlace: ${meetUrl}` : ""]
    .filter(Boolean)
    .join("\n");
  return { title: `Demo de ${product}`, description, location: DEMO_EVENT_LOCATION, startDate, endDate };
}

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
  /** PRODID value. Default "-//Mesa//Demo booking//ES". */
  readonly prodId?: string;
}

/** A VCALENDAR (version 2.0, METHOD:PUBLISH) with one confirmed VEVENT, CRLF line endings. */
export function buildIcs(ev: CalendarEvent, opts: IcsOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeIcsText(opts.prodId ?? DEFAULT_PRODID)}`,
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

/**
 * File name for the downloaded event: "demo-{product slug}.ics", e.g.
 * "Mesa Pro" → "demo-mesa-pro.ics". A product without letters or digits
 * gives the default "evento.ics".
 */
export function icsFileName(product: string): string {
  const slug = product
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? DEFAULT_ICS_FILE_NAME : `demo-${slug}.ics`;
}
