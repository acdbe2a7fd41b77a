import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SchemaSet, sectionSchemaFile } from "../../../lib/validate/schema-set";
import { Providers } from "../../../tests/unit/render-helpers";
import type { SectionOf } from "../types";
import { DemoBooking } from "./DemoBooking";

const run = vi.hoisted(() => vi.fn());
// Only the sending is replaced; the rest of the module (taken times, errors) is real.
vi.mock("./action", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./action")>()),
  runDemoAction: run,
}));

// The visitor's zone (the browser's): Madrid, the business's, unless a test says otherwise.
const visitor = vi.hoisted(() => ({ zone: "Europe/Madrid" }));
vi.mock("../../core/booking/zone", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../core/booking/zone")>()),
  systemZone: () => visitor.zone,
}));

const example = (
  new SchemaSet(`${process.cwd()}/schema`).get(sectionSchemaFile("demoBooking")).examples as Array<
    SectionOf<"demoBooking">
  >
)[0];

async function fillForm(section: SectionOf<"demoBooking"> = example) {
  const later = new Date();
  later.setDate(later.getDate() + 2);
  const day = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, "0")}-${String(later.getDate()).padStart(2, "0")}`;
  render(
    <Providers>
      <DemoBooking section={section} />
    </Providers>,
  );
  fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Lucía" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "lucia@casa.es" } });
  fireEvent.change(screen.getByLabelText(/Restaurante/), { target: { value: "Casa Lucía" } });
  fireEvent.change(screen.getByLabelText("Fecha"), { target: { value: day } });
  fireEvent.click(screen.getByRole("radio", { name: "18:00" }));
  return day;
}

describe("DemoBooking", () => {
  it("says whose hours they are to a visitor in another zone: Madrid's, with the visitor's own under each (issue 36)", async () => {
    visitor.zone = "Asia/Tokyo";
    try {
      render(
        <Providers>
          <DemoBooking section={example} />
        </Providers>,
      );
      // A winter Tuesday: Madrid is UTC+1, Tokyo UTC+9.
      fireEvent.change(screen.getByLabelText("Fecha"), { target: { value: "2027-01-12" } });
      expect(await screen.findByText("Horas de Madrid; debajo, la tuya (Tokyo)")).toBeTruthy();
      const chip = screen.getByRole("radio", { name: "18:00" }).closest("label")!;
      expect(chip.textContent).toBe("18:00" + "02:00+1");
      fireEvent.click(screen.getByRole("radio", { name: "18:00" }));
      expect(await screen.findByText("18:00 en Madrid · 02:00 del día siguiente en tu hora")).toBeTruthy();
      // The confirmation says the booked time the same way.
      fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Aiko" } });
      fireEvent.change(screen.getByLabelText("Email"), { target: { value: "aiko@sushi.jp" } });
      run.mockResolvedValueOnce({ date: "2027-01-12", time: "18:00" });
      const submit = screen.getByRole("button", { name: /Agendar demo/ });
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      await act(async () => fireEvent.click(submit));
      await screen.findByRole("heading", { name: example.confirmation.title }, { timeout: 15_000 });
      expect(screen.getByTestId("demo-confirmation").textContent).toContain(
        "18:00 en Madrid · 02:00 del día siguiente en tu hora",
      );
    } finally {
      visitor.zone = "Europe/Madrid";
    }
  });

  it("shows no second time to a visitor in the business's zone", async () => {
    render(
      <Providers>
        <DemoBooking section={example} />
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText("Fecha"), { target: { value: "2027-01-12" } });
    expect(screen.getByRole("radio", { name: "18:00" }).closest("label")!.textContent).toBe("18:00");
    expect(screen.queryByText(/Horas de Madrid/)).toBeNull();
  });

  it("keeps everything typed and says so when the submission fails, then succeeds on retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    run.mockRejectedValueOnce(new Error("offline"));
    const day = await fillForm();
    const submit = screen.getByRole("button", { name: /Agendar demo/ });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(submit));

    expect((await screen.findByRole("alert")).textContent).toContain(example.submit.error);
    const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Nombre")).toBe("Lucía");
    expect(value("Email")).toBe("lucia@casa.es");
    expect(value(/Restaurante/)).toBe("Casa Lucía");
    expect(value("Fecha")).toBe(day);
    expect((screen.getByRole("radio", { name: "18:00" }) as HTMLInputElement).checked).toBe(true);
    expect(run).toHaveBeenCalledWith(
      example.action,
      expect.objectContaining({ name: "Lucía", email: "lucia@casa.es", date: day, time: "18:00" }),
      expect.anything(),
    );

    run.mockResolvedValueOnce({ date: day, time: "18:00" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Agendar demo/ })));
    const [y, m, d] = day.split("-");
    // The language's date formats load with the first booking (the date-fns locales take a moment in tests).
    await screen.findByRole("heading", { name: example.confirmation.title }, { timeout: 15_000 });
    expect(screen.getByTestId("demo-confirmation").textContent).toContain(`${d}/${m}/${y}`);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("DemoBooking on today's date", () => {
  it("at 15:30 offers no slot that already started, and clears one chosen before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-14T15:30:00+01:00"));
    try {
      render(
        <Providers>
          <DemoBooking section={example} />
        </Providers>,
      );
      const date = screen.getByLabelText("Fecha") as HTMLInputElement;
      await waitFor(() => expect(date.min).toBe("2030-03-14"));
      fireEvent.click(screen.getByRole("radio", { name: "09:00" }));
      fireEvent.change(date, { target: { value: "2030-03-14" } });
      const radio = (label: string) => screen.getByRole("radio", { name: label }) as HTMLInputElement;
      // 15:30: the morning and 14:00 slots are gone (and the one chosen before is cleared); 16:00 on stay.
      await waitFor(() => expect(radio("09:00").disabled).toBe(true));
      expect(["11:00", "14:00"].map((t) => radio(t).disabled)).toEqual([true, true]);
      expect(["16:00", "18:00", "20:00"].map((t) => radio(t).disabled)).toEqual([false, false, false]);
      expect(radio("09:00").checked).toBe(false);
      // Another day keeps all six.
      fireEvent.change(date, { target: { value: "2030-03-15" } });
      await waitFor(() => expect(radio("09:00").disabled).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it("at 21:00 every slot of today is gone: the earliest date is tomorrow", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-14T21:00:00+01:00"));
    try {
      render(
        <Providers>
          <DemoBooking section={example} />
        </Providers>,
      );
      const date = screen.getByLabelText("Fecha") as HTMLInputElement;
      await waitFor(() => expect(date.min).toBe("2030-03-15"));
      fireEvent.change(date, { target: { value: "2030-03-14" } });
      await waitFor(() =>
        expect(screen.getAllByRole("radio").every((r) => (r as HTMLInputElement).disabled)).toBe(true),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("with a real endpoint, a time someone else just took is greyed out and the form says so", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { DemoSlotTakenError } = await vi.importActual<typeof import("./action")>("./action");
    // The times already booked on the chosen day come from the server.
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('["09:00"]', { status: 200 }));
    run.mockRejectedValueOnce(new DemoSlotTakenError());
    const section = {
      ...example,
      action: { kind: "post" as const, url: "/api/demo/booking-demo" },
      submit: { ...example.submit, taken: "Esa hora se acaba de reservar." },
    };
    await fillForm(section);
    await waitFor(() => expect((screen.getByRole("radio", { name: "09:00" }) as HTMLInputElement).disabled).toBe(true));
    const submit = screen.getByRole("button", { name: /Agendar demo/ });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(submit));
    expect((await screen.findByRole("alert")).textContent).toContain("Esa hora se acaba de reservar.");
    expect((screen.getByRole("radio", { name: "18:00" }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("radio", { name: "18:00" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Nombre") as HTMLInputElement).value).toBe("Lucía");
  });
});
