// @vitest-environment node
// Three server processes (each its own DATA_DIR) on one PostgreSQL and one
// bare git remote, behind Debian's HAProxy with the repository's example
// configuration (deploy/haproxy/haproxy.cfg: round-robin, no stickiness):
// everything below goes through the balancer, as a browser's would, so each
// request may land on any instance. The instances and the balancer are
// started once and shared by the cases (the run is on 2 cores). Skipped
// where haproxy or PostgreSQL is missing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Store } from "./store/index.ts";
import { postgresEngine } from "./testing/engines.ts";
import { contact } from "./testing/fixtures.ts";
import { type Haproxy, haproxyMissing, startHaproxy } from "./testing/haproxy.ts";
import type { Instance } from "./testing/chaos/instances.ts";
import { api, type Api, type Person, signIn } from "./testing/chaos/people.ts";
import { json, send } from "./testing/chaos/http.ts";
import {
  type Answer,
  FOLLOW_MS,
  git,
  holdablePushes,
  type InstancesOnRemote,
  startInstancesOnRemote,
  titleOf,
  within,
} from "./testing/instances-on-remote.ts";

vi.setConfig({ testTimeout: 600_000, hookTimeout: 300_000 });
const engine = postgresEngine();
const skip = Boolean(engine.skip) || haproxyMissing;

let store: Store;
let started: InstancesOnRemote | undefined;
let instances: Instance[] = [];
let proxy: Haproxy;
let remote: string;
let editor: Person;
let editorApi: Api;
/** The balancer as the chaos helpers' "instance" (they only read its base). */
const balancer = (): Instance => ({ ...instances[0]!, name: "haproxy", base: proxy.url });
const logs = () => [started?.logs(), proxy.output().slice(-1500)].join("\n---\n");

beforeAll(async () => {
  if (skip) return;
  started = await startInstancesOnRemote(engine, ["i0", "i1", "i2"], { prefix: "haproxy", stdout: true });
  ({ instances, remote, store } = started);
  // Checked every 500 ms: a killed instance leaves the rotation within a second (a refused connection is tried
  // on another instance meanwhile: `retries` and `option redispatch`).
  proxy = await startHaproxy(
    instances.map((i) => Number(new URL(i.base).port)),
    { inter: "500ms" },
  );
  editor = await signIn(store, balancer(), "publicadora@example.com", "publisher");
  editorApi = api(balancer(), editor, () => undefined);
});

afterAll(async () => {
  started?.stop();
  await proxy?.stop();
  await engine.teardown();
});

const answer = async (reply: ReturnType<Api["get"]>) => json(await reply) ?? {};

const title = async (base: string, path: string) => {
  const reply = await send(`${base}${path}`);
  return reply.kind === "answer" ? titleOf(reply.body) : undefined;
};

/** The page's document as opened through the balancer, with its version. */
async function open(file: string) {
  const opened = await answer(editorApi.get(`page?file=${file}`));
  return { doc: opened.doc as Answer & { meta: Answer }, hash: opened.hash ?? null, draft: opened.draft };
}

async function saveTitle(file: string, text: string) {
  const { doc, hash } = await open(file);
  return answer(editorApi.post("save", { file, doc: { ...doc, meta: { ...doc.meta, title: text } }, hash }));
}

/** The job once it is done, asked through the balancer (any instance answers; a cut or a 5xx is asked again). */
async function finished(id: unknown): Promise<Answer> {
  for (;;) {
    const job = await answer(editorApi.get(`publish-status?id=${String(id)}`));
    if (job.state !== undefined && job.state !== "queued" && job.state !== "building") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Milliseconds until every instance (asked directly) serves `text` as the title of `path`, each; undefined: never. */
const servedEverywhere = (path: string, text: string) =>
  Promise.all(instances.map((i) => within(FOLLOW_MS, async () => (await title(i.base, path)) === text)));

describe.skipIf(skip)("three instances behind HAProxy (round-robin, no stickiness)", () => {
  it("a session signed in through the balancer saves a draft that opens on the other instances", async () => {
    const saved = await saveTitle("pages/contact.json", "Borrador a través del balanceador");
    expect(saved.status, JSON.stringify(saved)).toBe("saved");
    // Round-robin: three opens in a row land on more than one instance (all three unless a health check
    // missed meanwhile on the busy machine), each with the draft.
    const servedBy = new Set<unknown>();
    for (let n = 0; n < 3; n++) {
      const reply = await send(`${proxy.url}/admin/edit/api/page?file=pages/contact.json`, {
        headers: { Cookie: editor.cookie },
      });
      expect(reply.kind).toBe("answer");
      if (reply.kind !== "answer") continue;
      const opened = JSON.parse(reply.body) as { doc: { meta: Answer } };
      expect(opened.doc.meta.title).toBe("Borrador a través del balanceador");
      servedBy.add(reply.headers["x-served-by"]);
    }
    expect(servedBy.size, [...servedBy].join(", ")).toBeGreaterThan(1);
  });

  it("a publish through the balancer is served by every instance", async () => {
    expect((await saveTitle("pages/about.json", "Nosotros, por el balanceador")).status).toBe("saved");
    const started = performance.now();
    const job = await answer(editorApi.post("publish", { file: "pages/about.json" }));
    expect(job.id, JSON.stringify(job)).toBeTruthy();
    const done = await finished(job.id);
    expect(done.state, String(done.message)).toBe("live");
    const live = Math.round(performance.now() - started);
    const followed = await servedEverywhere("/about", "Nosotros, por el balanceador");
    expect(
      followed.every((ms) => ms !== undefined),
      `${followed.join(", ")}\n${logs()}`,
    ).toBe(true);
    console.log(
      `[haproxy] «Publicar» → live ${live} ms; then every instance served it within ${Math.max(...followed.map(Number))} ms (${followed.join(", ")}); phases ${JSON.stringify(done.phases)}`,
    );
  });

  it("kill -9 of the publishing instance mid-publish: live everywhere or visibly failed, the next publish works, forms sent meanwhile stored once", async () => {
    expect((await saveTitle("pages/about.json", "Nosotros, antes del corte")).status).toBe("saved");
    // The remote holds its post-receive: the push has landed and the publisher waits.
    const pushes = holdablePushes(remote);
    pushes.hold();
    const before = git(remote, "rev-parse", "main");
    const posted = await send(`${proxy.url}/admin/edit/api/publish`, {
      method: "POST",
      headers: {
        Cookie: editor.cookie,
        Origin: proxy.url,
        "X-CSRF-Token": editor.csrf,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ file: "pages/about.json" }),
    });
    expect(posted.kind).toBe("answer");
    if (posted.kind !== "answer") return;
    // The instance that took the publish (HAProxy's X-Served-By, set by the test's configuration).
    const publisher = instances.find((i) => i.name === posted.headers["x-served-by"]);
    if (!publisher) throw new Error(`no X-Served-By: ${JSON.stringify(posted.headers)}`);
    const cut = JSON.parse(posted.body) as Answer;
    expect(await within(60_000, async () => git(remote, "rev-parse", "main") !== before)).toBeDefined();

    // Visitors keep sending the contact form through the balancer while the publisher is killed and restarts;
    // each submission is retried, with its key, until it is answered 2xx (as the site's form does).
    let sending = true;
    const keys: string[] = [];
    const visitors = (async () => {
      const sent: Promise<void>[] = [];
      for (let n = 0; sending || n < 6; n++) {
        const key = `visita${n}x${Date.now().toString(36)}`;
        keys.push(key);
        sent.push(submitUntilStored(key, n));
        await new Promise((r) => setTimeout(r, 40));
      }
      await Promise.all(sent);
    })();
    await publisher.killAndRestart();
    pushes.release();
    sending = false;
    await visitors;

    const afterKill = await finished(cut.id);
    expect(["live", "failed"], String(afterKill.message)).toContain(afterKill.state);
    const expected = afterKill.state === "live" ? "Nosotros, antes del corte" : "Nosotros, por el balanceador";
    const agreed = await servedEverywhere("/about", expected);
    expect(
      agreed.every((ms) => ms !== undefined),
      `${afterKill.state}: ${agreed.join(", ")}\n${logs()}`,
    ).toBe(true);

    for (const key of keys) {
      const stored = await store.countSubmissions({ search: key });
      expect(stored, `submission ${key}`).toBe(1);
    }

    expect((await saveTitle("pages/about.json", "Nosotros, después del corte")).status).toBe("saved");
    const next = await finished((await answer(editorApi.post("publish", { file: "pages/about.json" }))).id);
    expect(next.state, String(next.message)).toBe("live");
    const followed = await servedEverywhere("/about", "Nosotros, después del corte");
    expect(
      followed.every((ms) => ms !== undefined),
      logs(),
    ).toBe(true);
    git(remote, "fsck", "--strict");
    console.log(
      `[haproxy] after the kill: the cut publish ${afterKill.state}, ${keys.length} forms (${formRetries} posts retried) each stored once; next publish served everywhere within ${Math.max(...followed.map(Number))} ms`,
    );
  });
});

/** Form posts that were not answered 2xx and were sent again, same key (the kill's effect on visitors). */
let formRetries = 0;

/** Posts the contact form with `key` until it is answered 2xx (a cut connection or a 5xx is retried, same key). */
async function submitUntilStored(key: string, n: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const reply = await send(`${proxy.url}/api/forms/formulario`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify({ ...contact, message: `Visita ${n} ${key}` }),
    });
    if (reply.kind === "answer" && reply.status < 300) return;
    if (reply.kind === "answer" && reply.status < 500) throw new Error(`form ${key}: ${reply.status} ${reply.body}`);
    formRetries++;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`form ${key} never stored`);
}
