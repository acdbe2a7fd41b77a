import { describe, expect, it } from "vitest";
import { demoForm } from "./declaration";
import { demoSchema } from "./validation";
import { formatBookedDay } from "./booked-day";
import { fillConfirmation, firstBookableDay, isBookableDay, isoDay, numericDay, pastSlots } from "./dates";

const slots: [string, ...string[]] = ["09:00", "11:00", "14:00", "16:00", "18:00", "20:00"];
const section = {
  id: "booking-demo",
  slots,
  fields: {
    name: { label: "Nombre", required: "name" },
    email: { label: "Email", required: "email-required", invalid: "email-invalid" },
    phone: { label: "Teléfono" },
    restaurant: { label: "Restaurante" },
    date: { label: "Fecha", required: "date" },
    time: { label: "Hora", required: "time" },
  },
};
const demoSchemaAt = (now: Date | null) => demoSchema(section, now);
// The visitor's clock: 14 March 2030 at 08:00 (every slot of that day is still ahead).
const schema = demoSchemaAt(new Date("2030-03-14T08:00:00+01:00"));
const ok = { name: "Lucía", email: "lucia@casa.es", phone: "", restaurant: "", date: "2030-03-14", time: "09:00" };
const errorOf = (values: object) => {
  try {
    schema.validateSync(values, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("demo form rules", () => {
  it("accepts a complete form with optional fields empty", () => {
    expect(schema.isValidSync(ok)).toBe(true);
  });

  it("is the form layer's declaration: the same fields, required ones marked, the times as the choices", () => {
    const form = demoForm(section);
    expect(form.fields.map((f) => ("name" in f ? [f.name, f.type, Boolean(f.required)] : []))).toEqual([
      ["name", "text", true],
      ["email", "email", true],
      ["phone", "text", false],
      ["restaurant", "text", false],
      ["date", "date", true],
      ["time", "select", true],
    ]);
    const time = form.fields[5];
    expect(time && "options" in time ? time.options.map((o) => o.value) : []).toEqual(slots);
  });

  it("rejects a blank name, a bad email, a past date and an unknown slot", () => {
    expect(errorOf({ ...ok, name: "   " })).toBe("name");
    expect(errorOf({ ...ok, email: "" })).toBe("email-required");
    for (const email of ["lucia", "lucia@casa", "lu cia@casa.es", "@casa.es"])
      expect(errorOf({ ...ok, email })).toBe("email-invalid");
    expect(errorOf({ ...ok, date: "2030-03-13" })).toBe("date");
    expect(errorOf({ ...ok, date: "" })).toBe("date");
    expect(errorOf({ ...ok, time: "10:00" })).toBe("time");
    expect(errorOf({ ...ok, date: "2030-02-30" })).toBe("date");
  });
});

describe("slots that already started", () => {
  const at = (h: number, m = 0) =>
    new Date(`2030-03-14T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00+01:00`); // Madrid, the business's zone

  it("today at 21:00: every slot is gone, so the form starts tomorrow", () => {
    expect([...pastSlots(slots, "2030-03-14", at(21))]).toEqual(slots);
    expect(firstBookableDay(slots, at(21))).toBe("2030-03-15");
    const late = demoSchemaAt(at(21));
    expect(late.isValidSync({ ...ok, date: "2030-03-14", time: "20:00" })).toBe(false);
    expect(late.isValidSync({ ...ok, date: "2030-03-15", time: "09:00" })).toBe(true);
  });

  it("today at 14:30: 09:00, 11:00 and 14:00 are gone, 16:00 on is bookable; a slot starting now is gone too", () => {
    expect([...pastSlots(slots, "2030-03-14", at(14, 30))]).toEqual(["09:00", "11:00", "14:00"]);
    expect([...pastSlots(slots, "2030-03-14", at(16))]).toEqual(["09:00", "11:00", "14:00", "16:00"]);
    expect(firstBookableDay(slots, at(14, 30))).toBe("2030-03-14");
    const afternoon = demoSchemaAt(at(14, 30));
    expect(afternoon.isValidSync({ ...ok, time: "09:00" })).toBe(false);
    expect(afternoon.isValidSync({ ...ok, time: "16:00" })).toBe(true);
  });

  it("other days keep every slot; an unknown clock (server render) disables none", () => {
    expect(pastSlots(slots, "2030-03-15", at(21)).size).toBe(0);
    expect(pastSlots(slots, "2030-03-13", at(21)).size).toBe(0);
    expect(pastSlots(slots, "2030-03-14", null).size).toBe(0);
    expect(pastSlots(slots, "", at(21)).size).toBe(0);
    expect(demoSchemaAt(null).isValidSync({ ...ok, date: "2000-01-01", time: "09:00" })).toBe(true);
  });
});

describe("demo dates", () => {
  it("writes the booked day in each language's short format", () => {
    expect(formatBookedDay("2030-03-04", "es")).toBe("04/03/2030");
    expect(formatBookedDay("2030-03-04", "fr")).toBe("04/03/2030");
    expect(formatBookedDay("2030-03-04", "en")).toBe("4 Mar 2030");
    expect(formatBookedDay("not-a-day", "es")).toBe("not-a-day");
    expect(numericDay("2030-03-04")).toBe("04/03/2030");
    expect(fillConfirmation("El {date} a las {time}.", { date: "04/03/2030", time: "09:00" })).toBe(
      "El 04/03/2030 a las 09:00.",
    );
  });

  it("knows today and refuses impossible or past days", () => {
    expect(isoDay(new Date("2030-01-05T23:59:00+01:00"))).toBe("2030-01-05");
    expect(isBookableDay("2030-02-30", "2030-01-01")).toBe(false);
    expect(isBookableDay("2029-12-31", "2030-01-01")).toBe(false);
    expect(isBookableDay("2030-01-01", "2030-01-01")).toBe(true);
  });
});
