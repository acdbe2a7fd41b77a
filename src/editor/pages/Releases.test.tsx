// "Entregas": an open release's name and drafts are changed in place, with the form a new one uses.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Releases } from "./Releases";
import type { ScheduledFailure } from "../publish/publish-client";
import type { DraftRow, Release } from "./pages-client";

const drafts: DraftRow[] = [
  { file: "pages/about.json", name: "Eva", userId: 2, savedAt: "2026-11-20T10:00:00.000Z" },
  { file: "pages/pricing.json", name: "Eva", userId: 2, savedAt: "2026-11-20T11:00:00.000Z" },
  { file: "pages/contact.json", name: "Luis", userId: 3, savedAt: "2026-11-21T09:00:00.000Z" },
];

const campaign: Release = {
  id: "r1",
  name: "Campaña de verano",
  items: [
    { file: "pages/about.json", userId: 2, title: "Sobre nosotros", missing: false },
    { file: "pages/pricing.json", userId: 2, title: "Precios", missing: false },
  ],
  createdBy: { id: 2, name: "Eva" },
  state: "open",
};

/** The person's scheduled publish of the campaign, refused by the publishing checks when it ran. */
const failure: ScheduledFailure = {
  id: "run-1",
  kind: "release",
  file: "r1",
  label: "Campaña de verano",
  at: "2026-11-22T08:30:00.000Z",
  state: "invalid",
  message: "La entrega no pasó las comprobaciones.",
  problems: [
    { file: "pages/about.json", pointer: "/sections/0/title", label: "Portada › Título", message: "Falta el título." },
  ],
};

/** The server's answers, by endpoint; what was posted to release-update is kept. */
function serve() {
  let release = campaign;
  const updates: unknown[] = [];
  let failed = [failure];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace(/^.*\/api\//, "");
      if (name === "releases") return Response.json({ releases: [release], scheduled: [] });
      if (name === "pages") return Response.json({ drafts });
      if (name === "schedule") return Response.json({ scheduled: [], done: [], failed });
      if (name === "schedule-dismiss") {
        const { id } = JSON.parse(String(init?.body)) as { id: string };
        updates.push({ dismissed: id });
        failed = failed.filter((f) => f.id !== id);
        return Response.json({ status: "dismissed" });
      }
      if (name === "release-update") {
        const body = JSON.parse(String(init?.body)) as { name: string; items: Array<{ file: string; userId: number }> };
        updates.push(body);
        release = {
          ...release,
          name: body.name,
          items: body.items.map((item) => ({ ...item, title: item.file, missing: false })),
        };
        return Response.json(release);
      }
      return Response.json({ error: `not served: ${name}` }, { status: 404 });
    }),
  );
  return updates;
}

afterEach(() => vi.unstubAllGlobals());

describe("Releases", () => {
  it("changes an open release's name and drafts in place, and shows the release as saved", async () => {
    const updates = serve();
    render(<Releases canPublish={false} me="Eva" titleOf={(file) => file} onPublished={() => {}} />);
    const row = await screen.findByTestId("release");
    fireEvent.click(within(row).getByRole("button", { name: "Cambiar" }));

    const form = within(row).getByRole("form", { name: "Cambiar «Campaña de verano»" });
    const nameField = within(form).getByRole("textbox", { name: "Nombre de la entrega" });
    expect(nameField).toHaveProperty("value", "Campaña de verano");
    expect(document.activeElement).toBe(nameField);
    const boxes = within(form).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, true, false]);

    fireEvent.change(nameField, { target: { value: "Campaña de otoño" } });
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[2]!);
    fireEvent.click(within(form).getByRole("button", { name: "Guardar cambios" }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: "r1",
      name: "Campaña de otoño",
      items: [
        { file: "pages/about.json", userId: 2 },
        { file: "pages/contact.json", userId: 3 },
      ],
    });
    await waitFor(() => expect(within(row).queryByRole("form")).toBeNull());
    expect(within(row).getByRole("status").textContent).toBe("Entrega guardada.");
    expect(await within(row).findByText("Campaña de otoño")).toBeTruthy();
  });

  it("offers no change to someone who neither created the release nor publishes", async () => {
    serve();
    render(<Releases canPublish={false} me="Luis" titleOf={(file) => file} onPublished={() => {}} />);
    const row = await screen.findByTestId("release");
    expect(within(row).queryByRole("button", { name: "Cambiar" })).toBeNull();
  });

  it("tells, on the release's row, that its scheduled publish failed and why, until «Entendido»", async () => {
    const updates = serve();
    render(<Releases canPublish me="Eva" titleOf={(file) => file} onPublished={() => {}} />);
    const row = await screen.findByTestId("release");
    const notice = await within(row).findByTestId("schedule-failure");
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.textContent).toContain(
      "Tu entrega «Campaña de verano», programada para el 22 nov 2026, 09:30 (hora de Madrid), no se publicó:",
    );
    expect(notice.textContent).toContain("La entrega no pasó las comprobaciones.");
    expect(notice.textContent).toContain("Portada › Título: Falta el título.");
    fireEvent.click(within(notice).getByRole("button", { name: "Entendido" }));
    await waitFor(() => expect(within(row).queryByTestId("schedule-failure")).toBeNull());
    expect(updates).toEqual([{ dismissed: "run-1" }]);
  });
});
