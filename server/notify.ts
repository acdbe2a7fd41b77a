// SMTP_URL + NOTIFY_EMAIL: the owner gets an email for each new lead (a
// submission or a booking; never spam), through the store's outbox like the
// webhook (claimed, retried with backoff, at least once). Leads stored before
// the notifier started more than a day ago are not mailed: turning it on
// does not flood the inbox with old leads.
import type { Transporter } from "nodemailer";

// Loaded with the first mail: nodemailer is ~25 MB of a server's memory before it sends anything.
const transportTo = (smtpUrl: string) => {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import("nodemailer").then(({ default: mailer }) => mailer.createTransport(smtpUrl)));
};
import { labelledFields, type FormInfo } from "./admin/leads/fields.ts";
import { spanishDate, spanishSlot } from "./shell/format.ts";
import { startOutbox, type Outbox } from "./outbox.ts";
import type { Booking, PendingDelivery, Store, Submission } from "./store/index.ts";

export interface NotifyOptions {
  smtpUrl: string;
  to: string;
  /** The sender (NOTIFY_FROM); default: the recipient. */
  from?: string;
  store: Store;
  forms: ReadonlyMap<string, FormInfo>;
  /** The site's public origin for links to /admin (SITE_URL), if known. */
  siteUrl?: string;
  now?: () => Date;
  intervalMs?: number;
  random?: () => number;
  /** The business's zone (the published `booking.timeZone`): a demo's start is its time. */
  timeZone?: () => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The email of one lead: subject and plain text, in Spanish, fields under their labels. */
export function leadEmail(
  item: PendingDelivery,
  forms: ReadonlyMap<string, FormInfo>,
  siteUrl?: string,
  timeZone?: string,
): { subject: string; text: string; replyTo?: string } {
  const link = (path: string) => (siteUrl ? `\n\nÁbrelo en el panel: ${siteUrl.replace(/\/$/, "")}${path}` : "");
  if (item.kind === "submission") {
    const s = item.payload as Submission;
    const info = forms.get(s.formId);
    const fields = labelledFields(s.data, info?.declaration);
    const who = String(s.data.name ?? s.data.fullName ?? s.email ?? "").trim() || "sin nombre";
    const lines = fields.map(([label, value]) => `${label}:\n  ${value.replaceAll("\n", "\n  ")}`);
    return {
      subject: `Nuevo contacto · ${info?.title ?? s.formId} · ${who}`,
      text: `Recibido el ${spanishDate(s.createdAt)}${s.page ? ` desde ${s.page}` : ""}.\n\n${lines.join("\n\n")}${s.fileName ? `\n\nAdjunto en el panel: ${s.fileName}` : ""}${link(`/admin/submissions/${s.id}`)}\n`,
      replyTo: s.email || undefined,
    };
  }
  const b = item.payload as Booking;
  const rows = [
    ["Demo", spanishSlot(b.slotStart, timeZone)],
    ["Nombre", b.name],
    ["Email", b.email],
    ["Teléfono", b.phone],
    ["Restaurante", b.restaurant],
  ].filter(([, v]) => v);
  return {
    subject: `Nueva demo · ${spanishSlot(b.slotStart, timeZone)} · ${b.name}`,
    text: `Reservada el ${spanishDate(b.createdAt)}${b.page ? ` desde ${b.page}` : ""}.\n\n${rows.map(([l, v]) => `${l}: ${v}`).join("\n")}${link(`/admin/bookings/${b.id}`)}\n`,
    replyTo: b.email || undefined,
  };
}

export function startNotifier(options: NotifyOptions): Outbox {
  const transport = transportTo(options.smtpUrl);
  const now = options.now ?? (() => new Date());
  return startOutbox({
    name: "notify",
    channel: "notify",
    store: options.store,
    now,
    since: new Date(now().getTime() - DAY_MS).toISOString(),
    intervalMs: options.intervalMs,
    random: options.random,
    async send(item) {
      if (item.kind === "event") return true;
      const mail = leadEmail(item, options.forms, options.siteUrl, options.timeZone?.());
      await (await transport()).sendMail({
        from: options.from ?? options.to,
        to: options.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo,
        headers: { "X-Lead-Id": `${item.kind}-${item.id}` },
      });
      return true;
    },
  });
}

/** The review requests' email (server/publish/review.ts), to the same address and through the same SMTP server as the leads'. */
export function reviewMailer(options: {
  smtpUrl: string;
  to: string;
  from?: string;
}): (mail: { subject: string; text: string; to?: string }) => Promise<void> {
  const transport = transportTo(options.smtpUrl);
  return async (mail) => {
    await (await transport()).sendMail({
      from: options.from ?? options.to,
      // A mail for one person (a failed scheduled publish); else the publishers' address.
      to: mail.to ?? options.to,
      subject: mail.subject,
      text: mail.text,
    });
  };
}
