// The owner's users page, free of HTTP: invite a person, change a role,
// make a new sign-in link, remove an access. Each returns what the page
// says next (routes.ts flashes it and answers 303) and what the audit log
// records, or a refusal the page shows in red. Routes: auth/routes.ts.
import { z } from "zod";
import { operation, refusal, type Refusal } from "../../operation.ts";
import { ROLE_LABELS, ROLES, type Role, type User } from "../../roles.ts";
import { inviteEmail, type InviteMail } from "../invite-mail.ts";
import { makeInvite } from "../invites.ts";
import { normalEmail, type AuthStore } from "../store.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UsersDeps {
  store: AuthStore;
  now: () => Date;
  /** The origin invitation links point to (users-flash.ts's inviteBase). */
  linkBase: string;
  /** SMTP set up: the link is mailed to the person as well (invite-mail.ts). */
  inviteMail?: InviteMail;
}

/** What the users page says after a change (users-flash.ts's UsersFlash), and the audit line it earned. */
export interface UsersChange {
  flash: { notice?: string; error?: string; link?: { email: string; url: string } };
  audit: { action: string; details: Record<string, string> };
}

/** A form field: any text, which must name a role. */
const role = z.string().pipe(z.enum(ROLES, { error: "Elige un rol." }));
/** The path's id as it came: one that names nobody gets the same sentence as a missing person. */
const userId = z.object({ id: z.string() });

/** A new link: on the page, and mailed to the person when SMTP is set up (the page says whether it went). */
async function sendLink(
  invited: { email: string; name: string; role: Role },
  url: string,
  actor: User,
  deps: UsersDeps,
): Promise<UsersChange["flash"]> {
  const link = { email: invited.email, url };
  if (!deps.inviteMail) return { link };
  try {
    await deps.inviteMail(
      inviteEmail(invited, actor.name || "Quien gestiona los usuarios", ROLE_LABELS[invited.role], url),
    );
    return { link, notice: `Enviado por email a ${invited.email}.` };
  } catch (error) {
    console.error(`[invite] not mailed to ${invited.email}: ${(error as Error).message}`);
    return { link, error: `No se pudo enviar el email a ${invited.email}: copia el enlace y envíaselo tú.` };
  }
}

/** Another person, never the actor (their own role and access are not changed here). */
async function other(path: string, actor: User, deps: UsersDeps) {
  const id = Number(path);
  const user = Number.isSafeInteger(id) && id > 0 ? await deps.store.userById(id) : undefined;
  return user && user.id !== actor.id
    ? user
    : refusal("not_found", "Ese usuario no existe (o eres tú: tu propio rol y acceso no se cambian aquí).");
}

/** «Invitar»: an account without a password, and its sign-in link; an address that already has one is refused. */
export const inviteUser = operation(
  "owner",
  z.object({
    email: z
      .string()
      .transform(normalEmail)
      .pipe(z.string().max(254, "Escribe un email válido.").regex(EMAIL, "Escribe un email válido.")),
    role,
    name: z.string().transform((name) => name.trim().slice(0, 80)),
  }),
  async (input, actor, deps: UsersDeps): Promise<UsersChange | Refusal> => {
    const user = await deps.store.addUser(input.email, input.role, input.name, deps.now().toISOString());
    if (!user)
      return refusal("conflict", `${input.email} ya tiene una cuenta. Usa «Nuevo enlace» si necesita entrar de nuevo.`);
    const url = await makeInvite(deps.store, user.id, deps.linkBase, deps.now());
    return {
      flash: await sendLink(user, url, actor, deps),
      audit: { action: "user.invite", details: { email: input.email, role: input.role } },
    };
  },
);

/** «Cambiar rol» of another person. */
export const setUserRole = operation("owner", userId.extend({ role }), async (input, actor, deps: UsersDeps) => {
  const user = await other(input.id, actor, deps);
  if ("refused" in user) return user;
  await deps.store.setRole(user.id, input.role);
  return {
    flash: { notice: `${user.email} ahora es ${ROLE_LABELS[input.role].toLowerCase()}.` },
    audit: { action: "user.role", details: { email: user.email, from: user.role, role: input.role } },
  } satisfies UsersChange;
});

/** «Nuevo enlace»: another one-time sign-in link for another person. */
export const newSignInLink = operation("owner", userId, async (input, actor, deps: UsersDeps) => {
  const user = await other(input.id, actor, deps);
  if ("refused" in user) return user;
  const url = await makeInvite(deps.store, user.id, deps.linkBase, deps.now());
  return {
    flash: await sendLink(user, url, actor, deps),
    audit: { action: "user.link", details: { email: user.email } },
  } satisfies UsersChange;
});

/** «Quitar acceso»: the account goes, and its sessions with it. */
export const removeUser = operation("owner", userId, async (input, actor, deps: UsersDeps) => {
  const user = await other(input.id, actor, deps);
  if ("refused" in user) return user;
  await deps.store.removeUser(user.id);
  return {
    flash: { notice: `${user.email} ya no tiene acceso; sus sesiones se han cerrado.` },
    audit: { action: "user.remove", details: { email: user.email } },
  } satisfies UsersChange;
});
