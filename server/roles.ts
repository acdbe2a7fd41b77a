// Four roles, each including the one below: a translator writes the
// English, French and Italian beside the Spanish (nothing else); an editor
// edits and saves drafts and asks for review; a publisher also publishes, restores, schedules and ends A/B tests;
// the owner also manages users and sees the leads.
export const ROLES = ["translator", "editor", "publisher", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
export const hasRole = (have: Role, need: Role) => ROLES.indexOf(have) >= ROLES.indexOf(need);

export const ROLE_LABELS: Record<Role, string> = {
  translator: "Traductor",
  editor: "Editor",
  publisher: "Publicador",
  owner: "Propietario",
};

export interface User {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** ADMIN_TOKEN (Bearer or its sign-in) is the owner's bootstrap. */
export const TOKEN_OWNER: User = { id: 0, email: "admin", name: "Administrador", role: "owner" };

/** Where a role lands after signing in. */
export const homeOf = (role: Role) => (role === "owner" ? "/admin" : "/admin/edit");
