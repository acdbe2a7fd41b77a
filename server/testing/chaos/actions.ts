// The chaos run's editorial actions, each through the editor's HTTP API as
// one of the four people on one of the two instances, and what each does to
// the model: acknowledged (a 2xx, and for a publish a job that reached
// "live"), refused (a 4xx, or a job that ended otherwise, with a message) or
// unknown (the connection was cut: a kill).
import { execFileSync } from "node:child_process";
import type { Dice } from "./random.ts";
import { draftNow, liveValues } from "./checks.ts";
import { json, type Reply } from "./http.ts";
import type { Instance } from "./instances.ts";
import { type Field, FIELDS, type Model, PAGES } from "./model.ts";
import { api, type Api, type Call, type Person } from "./people.ts";

export interface World {
  dice: Dice;
  model: Model;
  repo: string;
  instances: Instance[];
  people: Person[];
  seen: (call: Call) => void;
  reviews: Array<{ id: string; userId: number; file: string }>;
  releases: Array<{ id: string; items: Array<{ file: string; userId: number }> }>;
  /** A new number for each value written, so every value is unique. */
  next: () => number;
  /** Problems an action saw on its way (a draft that did not open as saved). */
  problems: string[];
  /** What the step did, for its line in the log (who, which page). */
  detail: string[];
}

export type Result = "acknowledged" | "refused" | "unknown" | "skipped";
export interface Outcome {
  result: Result;
  message?: string;
}

const refusal = (reply: Reply & { kind: "answer" }): Outcome => {
  const body = json(reply);
  const message = String(body?.message ?? body?.error ?? body?.status ?? "");
  return {
    result: "refused",
    message: message ? `${reply.status} ${message}`.slice(0, 140) : `${reply.status} (sin mensaje)`,
  };
};

/** What a reply that is not the success says: cut or 5xx → unknown, 4xx → refused. */
const notOk = (reply: Reply): Outcome =>
  reply.kind === "cut" || reply.status >= 500 ? { result: "unknown" } : refusal(reply);

/** Follows a publish job on the instance that took it until it ends. */
async function job(client: Api, reply: Reply): Promise<Outcome & { commit?: string }> {
  if (reply.kind === "cut" || reply.status !== 202) return notOk(reply);
  const id = String(json(reply)?.id ?? "");
  for (;;) {
    const status = await client.get(`publish-status?id=${id}`);
    // A 404: the instance was restarted and its jobs with it (the outcome is unknown).
    if (status.kind === "cut" || status.status !== 200) return { result: "unknown" };
    const state = json(status)!;
    if (state.state === "live") return { result: "acknowledged", commit: state.commit as string | undefined };
    if (state.state !== "queued" && state.state !== "building")
      return {
        result: "refused",
        message: `${String(state.state)}: ${String(state.message ?? "(sin mensaje)")}`.slice(0, 140),
      };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const valueFor = (field: Field, n: number) =>
  field === "title"
    ? `Caos ${n} | {product}`
    : `Texto de prueba número ${n}: ningún cambio del equipo se pierde en {product}, pase lo que pase.`;

/** The model's draft of a person, read from the repository when an action on it was cut. */
async function sync(w: World, userId: number, file: string) {
  if (w.model.draft(userId, file) === "unknown") w.model.setDraft(userId, file, await draftNow(w.repo, userId, file));
  return w.model.draft(userId, file);
}

function choose(w: World) {
  // The translator and the editor less often: most of their actions are refused by role.
  const who = w.dice.pick([0, 0, 0, 1, 1, 1, 1, 2, 2, 3].map((i) => w.people[i]!));
  const instance = w.dice.pick(w.instances);
  w.detail.push(`${who.role} on ${instance.name}`);
  return { who, instance, client: api(instance, who, w.seen) };
}

/** A page the person has a draft of, most of the time. */
const pageOf = (w: World, who: Person) => {
  const mine = w.model.knownDrafts().filter((d) => d.userId === who.id);
  return mine.length && w.dice.chance(0.8) ? w.dice.pick(mine).file : w.dice.pick(PAGES);
};

const published = (
  w: World,
  outcome: Outcome & { commit?: string },
  drafts: Array<{ userId: number; file: string }>,
  what: string,
) => {
  if (outcome.result === "refused") return;
  for (const d of drafts) w.model.published(d.userId, d.file, outcome.result === "acknowledged");
  if (outcome.result === "acknowledged" && outcome.commit) w.model.commits.push({ commit: outcome.commit, what });
};

export const actions: Record<string, { weight: number; run: (w: World) => Promise<Outcome> }> = {
  /** «Guardar borrador»: one field of one page changed. */
  save: {
    weight: 25,
    async run(w) {
      const { who, client } = choose(w);
      const file = w.dice.pick(PAGES);
      w.detail.push(file);
      const field = w.dice.pick(FIELDS);
      const before = await sync(w, who.id, file);
      const opened = await client.get(`page?file=${file}`);
      if (opened.kind === "cut" || opened.status !== 200) return notOk(opened);
      const page = json(opened)!;
      const doc = page.doc as { meta: Record<string, unknown> };
      const values = { title: String(doc.meta.title), description: String(doc.meta.description) };
      if (before && before !== "unknown" && page.draft)
        for (const f of FIELDS)
          if (values[f] !== before.now[f])
            w.problems.push(`${who.role}'s draft of ${file} opened with ${f} «${values[f]}», saved «${before.now[f]}»`);
      if (before && before !== "unknown" && !page.draft && !before.mayVanish)
        w.problems.push(`${who.role}'s draft of ${file} is gone`);
      if (!before && page.draft) w.problems.push(`${who.role} has a draft of ${file} nobody saved`);
      const value = valueFor(field, w.next());
      doc.meta[field] = value;
      const saved = await client.post("save", { file, doc, hash: page.hash });
      const scheduled = [...w.model.schedules.values()].some((s) => s.userId === who.id && s.file === file);
      if (saved.kind === "answer" && saved.status === 200) {
        const base = page.draft && before && before !== "unknown" ? before.base : values;
        w.model.setDraft(who.id, file, { base, now: { ...values, [field]: value }, mayVanish: scheduled });
        if (scheduled) w.model.mayHaveLanded(file, field, value);
        return { result: "acknowledged" };
      }
      const outcome = notOk(saved);
      if (outcome.result === "unknown") {
        w.model.setDraft(who.id, file, "unknown");
        if (scheduled) w.model.mayHaveLanded(file, field, value);
      }
      return outcome;
    },
  },

  /** «Publicar» the person's draft. */
  publish: {
    weight: 15,
    async run(w) {
      const { who, client } = choose(w);
      const file = pageOf(w, who);
      w.detail.push(file);
      await sync(w, who.id, file);
      const outcome = await job(client, await client.post("publish", { file }));
      published(w, outcome, [{ userId: who.id, file }], `${who.role}'s publish of ${file}`);
      return outcome;
    },
  },

  /** «Pedir revisión» of the person's draft. */
  review: {
    weight: 7,
    async run(w) {
      const { who, client } = choose(w);
      const file = pageOf(w, who);
      w.detail.push(file);
      const reply = await client.post("review-request", { file, note: "¿Lo revisas, por favor?" });
      if (reply.kind === "answer" && reply.status === 201) {
        w.reviews.push({ id: String(json(reply)!.id), userId: who.id, file });
        return { result: "acknowledged" };
      }
      return notOk(reply);
    },
  },

  /** «Aprobar y publicar» a review. */
  approve: {
    weight: 8,
    async run(w) {
      if (w.reviews.length === 0) return { result: "skipped" };
      const { who, client } = choose(w);
      const review = w.dice.pick(w.reviews);
      w.detail.push(`${review.file} of ${review.userId}`);
      await sync(w, review.userId, review.file);
      const outcome = await job(client, await client.post("review-approve", { id: review.id }));
      if (outcome.result !== "refused" || who.role === "owner" || who.role === "publisher")
        w.reviews.splice(w.reviews.indexOf(review), 1);
      published(w, outcome, [review], `${who.role}'s approval of ${review.file}`);
      return outcome;
    },
  },

  /** «Devolver» a review. */
  return: {
    weight: 3,
    async run(w) {
      if (w.reviews.length === 0) return { result: "skipped" };
      const { client } = choose(w);
      const review = w.dice.pick(w.reviews);
      const reply = await client.post("review-return", { id: review.id, text: "Cambia el título, por favor." });
      if (reply.kind === "answer" && reply.status === 200) {
        w.reviews.splice(w.reviews.indexOf(review), 1);
        return { result: "acknowledged" };
      }
      return notOk(reply);
    },
  },

  /** «Nueva entrega» with one or two drafts. */
  release: {
    weight: 5,
    async run(w) {
      const { client } = choose(w);
      const drafts = w.model.knownDrafts();
      if (drafts.length === 0) return { result: "skipped" };
      const items = [w.dice.pick(drafts), w.dice.pick(drafts)]
        .filter((d, i, all) => all.findIndex((o) => o.file === d.file) === i)
        .map(({ file, userId }) => ({ file, userId }));
      const reply = await client.post("releases", { name: `Entrega ${w.next()}`, items });
      if (reply.kind === "answer" && reply.status === 201) {
        w.releases.push({ id: String(json(reply)!.id), items });
        return { result: "acknowledged" };
      }
      return notOk(reply);
    },
  },

  /** «Publicar la entrega». */
  releasePublish: {
    weight: 6,
    async run(w) {
      if (w.releases.length === 0) return { result: "skipped" };
      const { who, client } = choose(w);
      const release = w.dice.pick(w.releases);
      w.detail.push(release.items.map((i) => `${i.file} of ${i.userId}`).join(", "));
      for (const item of release.items) await sync(w, item.userId, item.file);
      const outcome = await job(client, await client.post("release-publish", { id: release.id }));
      if (outcome.result !== "refused" || who.role === "owner" || who.role === "publisher")
        w.releases.splice(w.releases.indexOf(release), 1);
      published(w, outcome, release.items, `${who.role}'s release of ${release.items.map((i) => i.file).join(", ")}`);
      return outcome;
    },
  },

  /** «Restaurar» an older version of a page. */
  restore: {
    weight: 6,
    async run(w) {
      const { who, client } = choose(w);
      const file = w.dice.pick(PAGES);
      w.detail.push(file);
      const history = await client.get(`history?file=${file}`);
      if (history.kind === "cut" || history.status !== 200) return notOk(history);
      const versions = (json(history)!.versions ?? []) as Array<{ commit: string }>;
      if (versions.length === 0) return { result: "skipped" };
      const { commit } = w.dice.pick(versions);
      const values = await liveValues(w.repo, file, commit);
      const seen = execFileSync("git", ["rev-parse", "main"], { cwd: w.repo, encoding: "utf8" }).trim();
      const outcome = await job(client, await client.post("restore", { file, commit, seen }));
      if (outcome.result === "refused") return outcome;
      for (const field of FIELDS)
        if (outcome.result === "acknowledged") w.model.landed(file, field, values[field]);
        else w.model.mayHaveLanded(file, field, values[field]);
      if (outcome.result === "acknowledged" && outcome.commit)
        w.model.commits.push({ commit: outcome.commit, what: `${who.role}'s restore of ${file}` });
      return outcome;
    },
  },

  /** «Programar» the person's draft a few seconds ahead. */
  schedule: {
    weight: 6,
    async run(w) {
      const { who, client } = choose(w);
      const file = pageOf(w, who);
      w.detail.push(file);
      const draft = await sync(w, who.id, file);
      const at = new Date(Date.now() + w.dice.int(3, 40) * 1000).toISOString();
      const reply = await client.post("schedule", { file, at });
      const acknowledged = reply.kind === "answer" && reply.status === 201;
      if (!acknowledged && notOk(reply).result === "refused") return notOk(reply);
      // Made, or maybe made: it may run at any moment from now on.
      for (const [field, value] of w.model.changes(draft)) w.model.mayHaveLanded(file, field, value);
      if (draft && draft !== "unknown") w.model.setDraft(who.id, file, { ...draft, mayVanish: true });
      if (!acknowledged) return { result: "unknown" };
      w.model.schedules.set(String(json(reply)!.id), { userId: who.id, file });
      return { result: "acknowledged" };
    },
  },

  /** «Programar la entrega» a few seconds ahead: its pages' drafts, as they are when it runs. */
  releaseSchedule: {
    weight: 6,
    async run(w) {
      if (w.releases.length === 0) return { result: "skipped" };
      const { client } = choose(w);
      // The newest release most of the time: an older one's drafts have often been published or discarded since.
      const release = w.dice.chance(0.7) ? w.releases.at(-1)! : w.dice.pick(w.releases);
      w.detail.push(release.items.map((i) => `${i.file} of ${i.userId}`).join(", "));
      const drafts: Array<Awaited<ReturnType<typeof sync>>> = [];
      for (const item of release.items) drafts.push(await sync(w, item.userId, item.file));
      const at = new Date(Date.now() + w.dice.int(3, 40) * 1000).toISOString();
      const reply = await client.post("release-schedule", { id: release.id, at });
      const acknowledged = reply.kind === "answer" && reply.status === 201;
      if (!acknowledged && notOk(reply).result === "refused") return notOk(reply);
      // Made, or maybe made (followSchedules adopts it when it is listed): it may run at any moment from now on.
      release.items.forEach((item, i) => {
        const draft = drafts[i];
        for (const [field, value] of w.model.changes(draft)) w.model.mayHaveLanded(item.file, field, value);
        if (draft && draft !== "unknown") w.model.setDraft(item.userId, item.file, { ...draft, mayVanish: true });
      });
      if (!acknowledged) return { result: "unknown" };
      scheduleRelease(w, String(json(reply)!.id), release.items);
      return { result: "acknowledged" };
    },
  },

  /** «Cancelar» a scheduled publish. */
  cancel: {
    weight: 4,
    async run(w) {
      const { client } = choose(w);
      // A page's (a release's is cancelled at the end of the run).
      const pending = [...w.model.schedules].filter(([, s]) => s.goneAt === undefined && !s.release);
      if (pending.length === 0) return { result: "skipped" };
      const [id, item] = w.dice.pick(pending);
      w.detail.push(`${item.file} of ${item.userId}`);
      const reply = await client.post("schedule-cancel", { id });
      if (reply.kind === "answer" && reply.status === 200) {
        w.model.schedules.delete(id);
        const draft = w.model.draft(item.userId, item.file);
        const still = [...w.model.schedules.values()].some((s) => s.userId === item.userId && s.file === item.file);
        if (draft && draft !== "unknown" && !still)
          w.model.setDraft(item.userId, item.file, { ...draft, mayVanish: false });
        return { result: "acknowledged" };
      }
      const outcome = notOk(reply);
      // Gone already: it runs or ran (or another person cancelled it).
      if (outcome.result === "refused" && reply.kind === "answer" && reply.status === 404) item.goneAt ??= Date.now();
      return outcome;
    },
  },

  /** «Descartar borrador». */
  discard: {
    weight: 4,
    async run(w) {
      const { who, client } = choose(w);
      const file = pageOf(w, who);
      w.detail.push(file);
      const reply = await client.post("discard-draft", { file });
      if (reply.kind === "answer" && reply.status === 200) {
        w.model.setDraft(who.id, file, undefined);
        return { result: "acknowledged" };
      }
      const outcome = notOk(reply);
      if (outcome.result === "unknown") w.model.setDraft(who.id, file, "unknown");
      return outcome;
    },
  },
};

/**
 * A scheduled publish leaves the list when an instance takes it, and its
 * publish runs for a while after: it stays in the model (its draft may
 * vanish, its values may land) for a minute after it was last listed. Ones
 * made by a cut request join the model.
 */
export async function followSchedules(w: World): Promise<void> {
  const owner = w.people.find((p) => p.role === "owner")!;
  const client = api(w.dice.pick(w.instances), owner, w.seen);
  const reply = await client.get("schedule");
  if (reply.kind !== "answer" || reply.status !== 200) return;
  const listed = (json(reply)!.scheduled ?? []) as Array<{ id: string; userId: number; file: string }>;
  const releasesReply = await client.get("releases");
  if (releasesReply.kind !== "answer" || releasesReply.status !== 200) return;
  const releases = json(releasesReply) as {
    releases: Array<{ id: string; items: Array<{ file: string; userId: number }> }>;
    scheduled: Array<{ id: string; file: string }>;
  };
  for (const s of releases.scheduled)
    if (![...w.model.schedules.values()].some((item) => item.release === s.id)) {
      const items = releases.releases.find((r) => r.id === s.file)?.items ?? [];
      scheduleRelease(w, s.id, items);
      for (const item of items) w.model.setDraft(item.userId, item.file, "unknown");
    }
  for (const [id, item] of w.model.schedules) {
    if (item.release ? releases.scheduled.some((s) => s.id === item.release) : listed.some((s) => s.id === id))
      continue;
    item.goneAt ??= Date.now();
    if (Date.now() - item.goneAt < SETTLING_MS) continue;
    w.detail.push(`the schedule of ${item.file} of ${item.userId} ran`);
    w.model.schedules.delete(id);
    w.model.setDraft(item.userId, item.file, "unknown");
  }
  for (const s of listed)
    if (!w.model.schedules.has(s.id)) {
      w.model.schedules.set(s.id, { userId: s.userId, file: s.file });
      w.model.setDraft(s.userId, s.file, "unknown");
    }
  // A pending one's values stay possible: its draft is read now if an action on it was cut.
  for (const s of w.model.schedules.values()) {
    const draft = await sync(w, s.userId, s.file);
    if (draft && draft !== "unknown") {
      w.model.setDraft(s.userId, s.file, { ...draft, mayVanish: true });
      for (const [field, value] of w.model.changes(draft)) w.model.mayHaveLanded(s.file, field, value);
    }
  }
}

/** A scheduled release in the model: an entry per page, so its drafts' values may land and a save of them is known to be scheduled. */
function scheduleRelease(w: World, id: string, items: Array<{ file: string; userId: number }>) {
  for (const item of items)
    w.model.schedules.set(`${id}#${item.file}`, { userId: item.userId, file: item.file, release: id });
}

/** How long a scheduled publish taken by an instance may take to finish (the stand-in build takes seconds). */
const SETTLING_MS = 60_000;

/** The run's end: every pending scheduled publish cancelled (the ones an instance took stay in the model, their drafts may vanish). */
export async function cancelSchedules(w: World): Promise<void> {
  const owner = w.people.find((p) => p.role === "owner")!;
  for (const [id, item] of w.model.schedules) {
    if (item.goneAt !== undefined || !w.model.schedules.has(id)) continue;
    const reply = await api(w.instances[0]!, owner, w.seen).post(
      item.release ? "release-schedule-cancel" : "schedule-cancel",
      { id: item.release ?? id },
    );
    // A release's schedule goes with all its pages' entries.
    const entries = [...w.model.schedules].filter(
      ([key, s]) => key === id || (item.release && s.release === item.release),
    );
    if (reply.kind === "answer" && reply.status === 200) {
      for (const [key, entry] of entries) {
        w.model.schedules.delete(key);
        const draft = w.model.draft(entry.userId, entry.file);
        const still = [...w.model.schedules.values()].some((s) => s.userId === entry.userId && s.file === entry.file);
        if (draft && draft !== "unknown" && !still)
          w.model.setDraft(entry.userId, entry.file, { ...draft, mayVanish: false });
      }
    } else for (const [, entry] of entries) entry.goneAt = Date.now();
  }
}

/** Before the first publish the server serves its own build: the run starts with the owner's publish of the home page's title. */
export async function firstPublish(w: World): Promise<void> {
  const owner = w.people.find((p) => p.role === "owner")!;
  const client = api(w.instances[0]!, owner, w.seen);
  const file = "pages/home.json";
  const page = json(await client.get(`page?file=${file}`))!;
  const doc = page.doc as { meta: Record<string, unknown> };
  const value = valueFor("title", w.next());
  doc.meta.title = value;
  const saved = await client.post("save", { file, doc, hash: page.hash });
  if (saved.kind !== "answer" || saved.status !== 200)
    throw new Error(`the first save failed: ${JSON.stringify(saved)}`);
  const outcome = await job(client, await client.post("publish", { file }));
  if (outcome.result !== "acknowledged") throw new Error(`the first publish failed: ${outcome.message}`);
  w.model.landed(file, "title", value);
}
