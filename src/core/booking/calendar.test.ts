import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  bookedEvent,
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  formatUtcBasic,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  productId,
  type CalendarEvent,
} from "./calendar.ts";

const start = new Date("2025-01-15T12:00:00.000Z");
const end = new Date("2025-01-15T13:00:00.000Z");
const event: CalendarEvent = {
  title: "Demo de Mesa",
  description: "Línea 1\nLínea 2, con coma; y punto y coma \\ barra",
  location: "Calle Mayor 1, Madrid; 2ª planta",
  startDate: start,
  endDate: end,
};
const now = new Date("2025-01-10T08:30:05.000Z");
const octets = (s: string) => new TextEncoder().encode(s).length;

function parseEvent(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const vevent = component.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { component, vevent, ev: new ICAL.Event(vevent) };
}

describe("formatUtcBasic", () => {
  it("formats as YYYYMMDDTHHmmssZ in UTC", () => {
    expect(formatUtcBasic(start)).toBe("20250115T120000Z");
    expect(formatUtcBasic(now)).toBe("20250110T083005Z");
  });
});

describe("googleCalendarUrl", () => {
  it("builds a template link with all params", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    const p = url.searchParams;
    expect(p.get("action")).toBe("TEMPLATE");
    expect(p.get("text")).toBe(event.title);
    expect(p.get("dates")).toBe("20250115T120000Z/20250115T130000Z");
    expect(p.get("details")).toBe(event.description);
    expect(p.get("location")).toBe(event.location);
  });

  it("encodes spaces as %20 and special characters safely", () => {
    const raw = googleCalendarUrl({ ...event, title: "A & B + C #1" });
    expect(raw).not.toContain("+");
    expect(new URL(raw).searchParams.get("text")).toBe("A & B + C #1");
  });
});

describe("outlookCalendarUrl", () => {
  it("builds a compose deeplink with all params", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    const p = url.searchParams;
    expect(p.get("path")).toBe("/calendar/action/compose");
    expect(p.get("rru")).toBe("addevent");
    expect(p.get("subject")).toBe(event.title);
    expect(p.get("startdt")).toBe("2025-01-15T12:00:00Z");
    expect(p.get("enddt")).toBe("2025-01-15T13:00:00Z");
    expect(new Date(p.get("enddt") ?? "").getTime()).toBe(end.getTime());
    expect(p.get("body")).toBe(event.description);
    expect(p.get("location")).toBe(event.location);
  });
});

describe("escapeIcsText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldIcsLine", () => {
  it("leaves short lines alone", () => {
    expect(foldIcsLine("SUMMARY:x")).toBe("SUMMARY:x");
    const exactly75 = "X".repeat(75);
    expect(foldIcsLine(exactly75)).toBe(exactly75);
  });

  it("folds at 75 octets with a leading space on continuations", () => {
    const folded = foldIcsLine("A".repeat(200));
    const lines = folded.split("\r\n");
    expect(lines.map(octets)).toEqual([75, 75, 52]); // 75 + 74 + 51 content chars;
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe("A".repeat(200));
  });

  it("never splits multi-byte characters", () => {
    const text = "DESCRIPTION:" + "ñ€😀".repeat(40);
    const folded = foldIcsLine(text);
    for (const line of folded.split("\r\n")) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\uFFFD/);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(text);
  });
});

describe("buildIcs", () => {
  const ics = buildIcs(event, { uid: "evt_123@mesa", now, prodId: "-//Test//Demo//ES" });

  it("uses CRLF line endings only and ends with CRLF", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("keeps every line within 75 octets", () => {
    const long = buildIcs(
      { ...event, description: "Descripción muy larga con acentos y emojis 🎉 ".repeat(10), location: "ü".repeat(100) },
      { uid: "u", now, prodId: productId("Mesa") },
    );
    for (const line of long.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const { ev } = parseEvent(long);
    expect(ev.location).toBe("ü".repeat(100));
    expect(ev.description).toBe("Descripción muy larga con acentos y emojis 🎉 ".repeat(10));
  });

  it("contains the required calendar properties", () => {
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Test//Demo//ES");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("DTSTART:20250115T120000Z");
    expect(lines).toContain("DTEND:20250115T130000Z");
    expect(lines).toContain("DTSTAMP:20250110T083005Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("LOCATION:Calle Mayor 1\\, Madrid\\; 2ª planta");
  });

  it("round-trips through ical.js", () => {
    const { component, vevent, ev } = parseEvent(ics);
    expect(component.getFirstPropertyValue("version")).toBe("2.0");
    expect(component.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(ev.uid).toBe("evt_123@mesa");
    expect(ev.summary).toBe(event.title);
    expect(ev.description).toBe(event.description);
    expect(ev.location).toBe(event.location);
    expect(ev.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(ev.endDate.toJSDate().getTime()).toBe(end.getTime());
    expect(ev.startDate.zone?.tzid).toBe("UTC");
    expect(ev.duration.toSeconds()).toBe(3600);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("names the product in PRODID", () => {
    const { component } = parseEvent(buildIcs(event, { uid: "u", now, prodId: productId("Mesa") }));
    expect(String(component.getFirstPropertyValue("prodid"))).toBe("-//Mesa//Demo booking//ES");
  });
});

describe("bookedEvent", () => {
  const template = {
    title: "Demo de Mesalia",
    description: "Demo personalizada.",
    location: "Videollamada (recibirás el enlace por email)",
    minutes: 60,
  };

  it("lasts the template's minutes, keeps its copy and appends the Meet link", () => {
    const ev = bookedEvent(template, "2025-01-15T12:00:00.000Z", "https://meet.google.com/abc-defg-hij");
    expect(ev.endDate.getTime() - ev.startDate.getTime()).toBe(60 * 60_000);
    expect(ev.title).toBe("Demo de Mesalia");
    expect(ev.description).toBe("Demo personalizada.\nhttps://meet.google.com/abc-defg-hij");

    const { ev: parsed, component } = parseEvent(buildIcs(ev, { uid: "x", now, prodId: productId("Mesalia") }));
    expect(parsed.duration.toSeconds()).toBe(3600);
    expect(parsed.location).toBe("Videollamada (recibirás el enlace por email)");
    expect(String(component.getFirstPropertyValue("prodid"))).toBe("-//Mesalia//Demo booking//ES");
  });

  it("says whose time it is: the business's hour in the description, its zone in Google's link, the instant in UTC everywhere", () => {
    const when = { timeZone: "Europe/Madrid", note: "Hora de la cita: 13:00 en Madrid (Europe/Madrid)" };
    const ev = bookedEvent(template, "2025-01-15T12:00:00.000Z", "https://meet.google.com/abc-defg-hij", when);
    expect(ev.description).toBe(
      "Demo personalizada.\nHora de la cita: 13:00 en Madrid (Europe/Madrid)\nhttps://meet.google.com/abc-defg-hij",
    );
    const google = new URL(googleCalendarUrl(ev));
    expect(google.searchParams.get("dates")).toBe("20250115T120000Z/20250115T130000Z");
    expect(google.searchParams.get("ctz")).toBe("Europe/Madrid");
    expect(new URL(outlookCalendarUrl(ev)).searchParams.get("startdt")).toBe("2025-01-15T12:00:00Z");
    const ics = buildIcs(ev, { uid: "x", now, prodId: productId("Mesalia") });
    expect(ics).toContain("DTSTART:20250115T120000Z\r\n");
    expect(parseEvent(ics).ev.startDate.toJSDate().toISOString()).toBe("2025-01-15T12:00:00.000Z");
  });

  it("carries whatever language the site document was translated into", () => {
    const ev = bookedEvent(
      { ...template, title: "Démo Mesalia", location: "Visioconférence (vous recevrez le lien par e-mail)" },
      "2025-01-15T12:00:00.000Z",
    );
    const { ev: parsed } = parseEvent(buildIcs(ev, { uid: "x", now, prodId: productId("Mesalia") }));
    expect(parsed.summary).toBe("Démo Mesalia");
    expect(ev.description).toBe("Demo personalizada.");
  });
});

describe("icsFileName", () => {
  it("slugifies the product into the site's template", () => {
    expect(icsFileName("demo-{product}.ics", "Mesa")).toBe("demo-mesa.ics");
    expect(icsFileName("demo-{product}.ics", "Mesa Pro")).toBe("demo-mesa-pro.ics");
    expect(icsFileName("demo-{product}.ics", "  Mésa & Cía!! ")).toBe("demo-mesa-cia.ics");
  });

  it("falls back to evento.ics", () => {
    expect(icsFileName("demo-{product}.ics", "")).toBe("evento.ics");
    expect(icsFileName("demo-{product}.ics", "!!!")).toBe("evento.ics");
    expect(icsFileName("", "Mesa")).toBe("evento.ics");
  });
});
