import { describe, expect, it } from "vitest";
import { demoSchema } from "./validation";
import { fillConfirmation, formatDay, isBookableDay, isoDay } from "./dates";

const messages = { name: "name", emailRequired: "email-required", emailInvalid: "email-invalid", date: "date", time: "time" };
const slots = ["09:00", "11:00", "14:00", "16:00", "18:00", "20:00"];
const schema = demoSchema(messages, slots, "2030-03-14");
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

describe("demo dates", () => {
  it("formats the booked day as dd/MM/yyyy", () => {
    expect(formatDay("2030-03-04", "dd/MM/yyyy")).toBe("04/03/2030");
    expect(fillConfirmation("El {date} a las {time}.", { date: "04/03/2030", time: "09:00" })).toBe("El 04/03/2030 a las 09:00.");
  });

  it("knows today and refuses impossible or past days", () => {
    expect(isoDay(new Date(2030, 0, 5, 23, 59))).toBe("2030-01-05");
    expect(isBookableDay("2030-02-30", "2030-01-01")).toBe(false);
    expect(isBookableDay("2029-12-31", "2030-01-01")).toBe(false);
    expect(isBookableDay("2030-01-01", "2030-01-01")).toBe(true);
  });
});
