// GET /healthz, for a load balancer's health check (deploy/haproxy/haproxy.cfg):
// 200 only when this instance serves a complete release (every file its
// build recorded is there) and its store answers a query within a second;
// 503 otherwise, so the balancer sends visitors to the other instances. Cheap:
// one stat per recorded file, one trivial query; never stored by a cache.
// The answer names the commit this instance serves; `?instances` adds every
// instance's row (server/cdn/instances.ts: which commit each serves, when it
// was last seen), for an operator checking that all of them followed a publish:
// only with `Authorization: Bearer <ADMIN_TOKEN>`, as the rows name the
// instances' internal addresses, which a visitor has no business reading.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { InstanceRow } from "./cdn/instances.ts";
import type { Store } from "./store/index.ts";

const STORE_WAIT_MS = 1000;

export function healthz(options: {
  servesCompleteRelease: () => boolean;
  store: Store;
  commit?: () => string | undefined;
  instances?: () => Promise<InstanceRow[]>;
  adminToken?: string;
}) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  const operator = (c: Context) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
    return !!options.adminToken && !!given && timingSafeEqual(digest(given), digest(options.adminToken));
  };
  return async (c: Context) => {
    c.header("Cache-Control", "no-store");
    if (!options.servesCompleteRelease()) return c.json({ ok: false, problem: "release_incomplete" }, 503);
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      options.store.db.get("SELECT 1 AS one").then(
        () => true,
        () => false,
      ),
      new Promise<false>((done) => (timer = setTimeout(() => done(false), STORE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    if (!answered) return c.json({ ok: false, problem: "store_unavailable" }, 503);
    const commit = options.commit?.();
    if (c.req.query("instances") === undefined || !options.instances) return c.json({ ok: true, commit });
    if (!operator(c)) return c.json({ ok: false, problem: "instances_need_the_admin_token" }, 401);
    return c.json({ ok: true, commit, instances: await options.instances().catch(() => []) });
  };
}
