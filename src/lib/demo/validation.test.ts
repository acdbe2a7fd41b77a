import { describe, expect, it } from "vitest";
import { demoSchema } from "./validation";
import { formatBookedDay } from "./booked-day";
import { fillConfirmation, firstBookableDay, isBookableDay, isoDay, numericDay, pastSlots } from "./dates";

const messages = { name: "name", emailRequired: "email-required", emailInvalid: "email-invalid", date: "date", time: "time" };
const slots = ["09:00", "11:00", "14:00", "16:00", "18:00", "20:00"];
// The visitor's clock: 14 March 2030 at 08:00 (every slot of that day is still ahead).
const schema = demoSchema(messages, slots, new Date(2030, 2, 14, 8, 0));
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

  it("rejects a blank name, a bad email, a past date and an unknown slot", () => {
    expect(errorOf({ ...ok, name: "   " })).toBe("name");
    expect(errorOf({ ...ok, email: "" })).toBe("email-required");
    for (const email of ["lucia", "lucia@casa", "lu cia@casa.es", "@casa.es"]) expect(errorOf({ ...ok, email })).toBe("email-invalid");
    expect(errorOf({ ...ok, date: "2030-03-13" })).toBe("date");
    expect(errorOf({ ...ok, date: "" })).toBe("date");
    expect(errorOf({ ...ok, time: "10:00" })).toBe("time");
  });
});

describe("slots that already started", () => {
  const at = (h: number, m = 0) => new Date(2030, 2, 14, h, m);

  it("today at 21:00: every slot is gone, so the form starts tomorrow", () => {
    expect([...pastSlots(slots, "2030-03-14", at(21))]).toEqual(slots);
    expect(firstBookableDay(slots, at(21))).toBe("2030-03-15");
    const late = demoSchema(messages, slots, at(21));
    expect(late.isValidSync({ ...ok, date: "2030-03-14", time: "20:00" })).toBe(false);
    expect(late.isValidSync({ ...ok, date: "2030-03-15", time: "09:00" })).toBe(true);
  });

  it("today at 14:30: 09:00, 11:00 and 14:00 are gone, 16:00 on is bookable; a slot starting now is gone too", () => {
    expect([...pastSlots(slots, "2030-03-14", at(14, 30))]).toEqual(["09:00", "11:00", "14:00"]);
    expect([...pastSlots(slots, "2030-03-14", at(16))]).toEqual(["09:00", "11:00", "14:00", "16:00"]);
    expect(firstBookableDay(slots, at(14, 30))).toBe("2030-03-14");
    const afternoon = demoSchema(messages, slots, at(14, 30));
    expect(afternoon.isValidSync({ ...ok, time: "09:00" })).toBe(false);
    expect(afternoon.isValidSync({ ...ok, time: "16:00" })).toBe(true);
  });

  it("other days keep every slot; an unknown clock (server render) disables none", () => {
    expect(pastSlots(slots, "2030-03-15", at(21)).size).toBe(0);
    expect(pastSlots(slots, "2030-03-13", at(21)).size).toBe(0);
    expect(pastSlots(slots, "2030-03-14", null).size).toBe(0);
    expect(pastSlots(slots, "", at(21)).size).toBe(0);
    expect(demoSchema(messages, slots, null).isValidSync({ ...ok, date: "2000-01-01", time: "09:00" })).toBe(true);
  });
});

describe("demo dates", () => {
  it("writes the booked day in each language's short format", () => {
    expect(formatBookedDay("2030-03-04", "es")).toBe("04/03/2030");
    expect(formatBookedDay("2030-03-04", "fr")).toBe("04/03/2030");
    expect(formatBookedDay("2030-03-04", "en")).toBe("4 Mar 2030");
    expect(formatBookedDay("not-a-day", "es")).toBe("not-a-day");
    expect(numericDay("2030-03-04")).toBe("04/03/2030");
    expect(fillConfirmation("El {date} a las {time}.", { date: "04/03/2030", time: "09:00" })).toBe("El 04/03/2030 a las 09:00.");
  });

  it("knows today and refuses impossible or past days", () => {
    expect(isoDay(new Date(2030, 0, 5, 23, 59))).toBe("2030-01-05");
    expect(isBookableDay("2030-02-30", "2030-01-01")).toBe(false);
    expect(isBookableDay("2029-12-31", "2030-01-01")).toBe(false);
    expect(isBookableDay("2030-01-01", "2030-01-01")).toBe(true);
  });
});
