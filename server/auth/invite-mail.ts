// With SMTP set up (SMTP_URL, and NOTIFY_FROM or NOTIFY_EMAIL as the
// sender), «Invitar» and «Nuevo enlace» also mail the link to the person
// (issue 41). Sent while the owner waits, so the users page says whether it
// went; the link stays on the page either way, to send by hand.
import type { Transporter } from "nodemailer";

/** Sends one invitation; rejects when the SMTP server refused it. */
export type InviteMail = (mail: { to: string; subject: string; text: string }) => Promise<void>;

export function inviteMailer(options: { smtpUrl: string; from: string }): InviteMail {
  // Loaded with the first mail: nodemailer is large, and most servers never invite anyone.
  let transport: Promise<Transporter> | undefined;
  return async (mail) => {
    transport ??= import("nodemailer").then(({ default: mailer }) => mailer.createTransport(options.smtpUrl));
    await (await transport).sendMail({ from: options.from, ...mail });
  };
}

/** The invitation's email, in Spanish: who invites, as what, and the link with its limits. */
export function inviteEmail(invited: { email: string; name: string }, by: string, role: string, url: string) {
  return {
    to: invited.email,
    subject: `${by} te invita a editar la web`,
    text: `Hola${invited.name ? ` ${invited.name}` : ""}:\n\n${by} te ha dado acceso como ${role.toLowerCase()} al editor de la web. Entra con este enlace y elige tu contraseña (vale 24 horas y una sola vez):\n\n${url}\n\nSi no esperabas este mensaje, ignóralo: sin el enlace no se crea nada.\n`,
  };
}
