// `npm run users -- <command>`: the site's accounts from a shell on the server.
//   add EMAIL --role translator|editor|publisher|owner [--name "Nombre"]  → prints a one-time sign-in URL (24 h)
//   link EMAIL        → a new one-time URL (a forgotten password)
//   list
//   role EMAIL ROLE
//   remove EMAIL      → also ends that person's sessions
// Same store as the server (DATABASE_URL or DATABASE_FILE, default data/site.db);
// the URL starts with SITE_URL (default http://localhost:4173).
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig, processSettings } from "../config.ts";
import { openStore } from "../store/index.ts";
import { makeInvite } from "./invites.ts";
import { ROLE_LABELS, ROLES, isRole } from "../roles.ts";
import { authStore, normalEmail } from "./store.ts";

const USAGE = `Uso: npm run users -- add EMAIL --role ${ROLES.join("|")} [--name NOMBRE] | link EMAIL | list | role EMAIL ROLE | remove EMAIL`;

/** `env`: the variables as written (the server's settings, server/config.ts, are read from them). */
export async function runUsers(
  argv: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
  now = new Date(),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" } },
  });
  const [command, email = "", role = values.role] = positionals;
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const settings = loadConfig(env);
  const store = await openStore(settings, join(resolve(root, settings.DATA_DIR), "site.db"));
  const users = authStore(store.db);
  const siteUrl = settings.SITE_URL ?? "http://localhost:4173";
  const audit = (action: string, detail: Record<string, string>) =>
    users.addAudit({ at: now.toISOString(), actorId: null, actor: "consola (npm run users)", action, detail });
  const fail = (message: string) => {
    print(message);
    return 1;
  };
  try {
    if (command === "list") {
      const all = await users.listUsers();
      if (all.length === 0) print("Sin usuarios. Añade uno con: npm run users -- add EMAIL --role owner");
      for (const u of all)
        print(`${u.email}\t${u.role}\t${u.name || "-"}\t${u.hasPassword ? "activo" : "invitación pendiente"}`);
      return 0;
    }
    if (!["add", "link", "role", "remove"].includes(command ?? "") || !email) return fail(USAGE);
    const found = await users.userByEmail(email);
    if (command === "add") {
      if (!isRole(role)) return fail(`Falta el rol: --role ${ROLES.join("|")}`);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalEmail(email))) return fail(`"${email}" no es un email.`);
      const user = await users.addUser(email, role, values.name?.trim() ?? "", now.toISOString());
      if (!user)
        return fail(
          `${normalEmail(email)} ya tiene cuenta. Para un enlace nuevo: npm run users -- link ${normalEmail(email)}`,
        );
      await audit("user.invite", { email: user.email, role });
      print(`${user.email} (${ROLE_LABELS[role]}). Enlace de acceso, válido 24 h y una sola vez:`);
      print(await makeInvite(users, user.id, siteUrl, now));
      return 0;
    }
    if (!found) return fail(`No hay ninguna cuenta con ${normalEmail(email)}.`);
    if (command === "link") {
      await audit("user.link", { email: found.email });
      print(await makeInvite(users, found.id, siteUrl, now));
    } else if (command === "role") {
      if (!isRole(role)) return fail(`Rol desconocido: ${role ?? ""} (${ROLES.join("|")})`);
      await users.setRole(found.id, role);
      await audit("user.role", { email: found.email, from: found.role, role });
      print(`${found.email} ahora es ${ROLE_LABELS[role]}.`);
    } else {
      await users.removeUser(found.id);
      await audit("user.remove", { email: found.email });
      print(`${found.email} eliminado; sus sesiones se han cerrado.`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exitCode = await runUsers(process.argv.slice(2), processSettings(), (line) => console.log(line));
