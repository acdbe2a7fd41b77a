// @vitest-environment node
// SMTP_URL + NOTIFY_EMAIL: each new lead is mailed to the owner once,
// through the outbox; a refusing mail server gets it again after the backoff;
// spam is never mailed. Against smtp-server started in this process.
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { formCatalogue, loadForms } from "./forms.ts";
import { startNotifier } from "./notify.ts";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { booking, contact, json, NOW, PAGES, testApp } from "./testing/fixtures.ts";

vi.setConfig({ testTimeout: 30_000 });
const engines = [sqliteEngine(), postgresEngine()];
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

/** A local SMTP server that keeps what it is sent; `refuse()` decides whether to answer 451. */
async function mailbox(refuse: () => boolean) {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuse()) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        messages.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable bytes → text (UTF-8). */
const qp = (text: string) =>
  text
    .replace(/%/g, "%25")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => `%${h}`);
const utf8 = (text: string) => decodeURIComponent(text);
/** A raw message as readable text: encoded words in headers and the quoted-printable body decoded. */
const decoded = (raw: string) =>
  utf8(
    qp(
      raw
        .replace(/\?=\s+=\?UTF-8\?Q\?/gi, "")
        .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, word: string) => word.replaceAll("_", " ")),
    ),
  );

describe.each(engines)("owner's email on $name", (engine) => {
  it.skipIf(Boolean(engine.skip))(
    "mails each new lead once, with its fields under their labels, retrying a refusal",
    async () => {
      const { store } = await engine.open();
      const app = testApp(store);
      await app.request(
        "http://localhost/api/forms/formulario",
        json(contact, { Referer: "http://localhost/contact" }),
      );
      await app.request("/api/bookings", json(booking));
      await app.request("/api/forms/formulario", json({ ...contact, message: "spam", _hp: "x" }));
      let refusing = true;
      const box = await mailbox(() => refusing);
      let clock = NOW;
      const notifier = startNotifier({
        smtpUrl: box.url,
        to: "owner@mesalia.test",
        store,
        forms: formCatalogue(PAGES, loadForms(PAGES)),
        now: () => clock,
        random: () => 0,
        intervalMs: 60_000,
      });
      try {
        await notifier.flush();
        expect(box.messages).toHaveLength(0);
        refusing = false;
        await notifier.flush();
        expect(box.messages).toHaveLength(0); // not due before the 30 s backoff
        clock = new Date(NOW.getTime() + 31_000);
        await notifier.flush();
        expect(box.messages).toHaveLength(2);
        const [form, demo] = [
          box.messages.find((m) => /X-Lead-Id: submission-/i.test(m))!,
          box.messages.find((m) => /X-Lead-Id: booking-/i.test(m))!,
        ].map(decoded);
        expect(form).toMatch(/Subject: .*Nuevo contacto/);
        expect(form).toContain("Envíanos un mensaje");
        expect(form).toContain("Mensaje:");
        expect(form).toContain(contact.message);
        expect(form).toContain("desde /contact");
        expect(form).toMatch(/Reply-To: Lola@Restaurante.com|Reply-To: lola@restaurante.com/i);
        expect(form).not.toMatch(/\ncompany:/);
        expect(demo).toContain("Lola");
        expect(box.messages.join("")).not.toContain("spam");
        clock = new Date(NOW.getTime() + 60 * 60_000);
        await notifier.flush();
        expect(box.messages).toHaveLength(2);
      } finally {
        notifier.stop();
        await box.close();
      }
    },
  );
});
