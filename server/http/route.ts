// Each /admin route says its method, path and least role once, in its
// feature's table (declareRoutes), and is registered from that line (on):
// no role check in a handler for access. server/admin/routes.ts makes the
// table its gate enforces from every feature's lines, and createApp
// refuses to start when the app has a route that no line declares. A role
// check that depends on the data ("an editor may change their own
// release") stays in the operation, as a refusal.
import type { Env, Handler, Hono } from "hono";
import type { Role } from "../roles.ts";

/** Who may call a route: the least role (each includes those below), or anyone ("open": signing in). */
export type Access = Role | "open";

export interface RouteLine {
  method: "GET" | "POST";
  /** The path where the feature's app has it (`/save`), under the feature's prefix. */
  path: string;
  role: Access;
}

/** A line with its key in the /admin table ("POST /admin/edit/api/save"). */
export type DeclaredRoute = RouteLine & { key: string };

/** A feature's routes, mounted at `prefix`: each line gets its key in the /admin table. */
export function declareRoutes<const T extends Record<string, RouteLine>>(
  prefix: string,
  lines: T,
): { readonly [K in keyof T]: T[K] & { key: string } } {
  const joined = (path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);
  return Object.fromEntries(
    Object.entries(lines).map(([name, line]) => [name, { ...line, key: `${line.method} ${joined(line.path)}` }]),
  ) as { [K in keyof T]: T[K] & { key: string } };
}

/** Registers the handler of a declared route on the feature's app (its parameters typed from the line's path). */
export function on<P extends string>(app: Hono, line: RouteLine & { path: P }, handler: Handler<Env, P>): void {
  app.on(line.method, line.path, handler as Handler);
}

/** The /admin table from the features' declarations: each key once (a route declared twice throws). */
export function tableOf(...features: ReadonlyArray<Record<string, DeclaredRoute>>): Record<string, Access> {
  const table: Record<string, Access> = {};
  for (const line of features.flatMap((f) => Object.values(f))) {
    if (line.key in table) throw new Error(`${line.key} is declared twice`);
    table[line.key] = line.role;
  }
  return table;
}
