// The chaos run's invariants, read from the content repository, the shared
// releases folder and both instances' answers.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { readDraft } from "../../publish/drafts.ts";
import { showFile } from "../../git.ts";
import { send } from "./http.ts";
import type { Instance } from "./instances.ts";
import { FIELDS, type Model, PAGES, tracked, type Values } from "./model.ts";
import { api, type Call, type Person } from "./people.ts";

const run = promisify(execFile);

export const liveValues = async (repo: string, file: string, rev = "main"): Promise<Values> =>
  tracked(JSON.parse((await showFile(repo, rev, file)) ?? "null"));

/** The draft as it is in the repository now, for the model to adopt after an action on it was cut. */
export async function draftNow(repo: string, userId: number, file: string) {
  const draft = await readDraft(repo, userId, file);
  if (!draft) return undefined;
  return {
    base: await liveValues(repo, file, draft.info.base),
    now: tracked(JSON.parse(draft.text)),
    mayVanish: false,
  };
}

/** Every tracked field's live value is one the model allows; every acknowledged publish is in the live history. */
export async function checkLive(repo: string, model: Model): Promise<string[]> {
  const problems: string[] = [];
  for (const file of PAGES) {
    const values = await liveValues(repo, file);
    for (const field of FIELDS) {
      const allowed = model.allowed(file, field);
      if (!allowed.has(values[field]))
        problems.push(
          `${file} ${field} is live as «${values[field]}», expected one of ${[...allowed].map((v) => `«${v}»`).join(", ")}`,
        );
    }
  }
  const history = new Set(
    (await run("git", ["rev-list", "main"], { cwd: repo, maxBuffer: 64 << 20 })).stdout.split("\n"),
  );
  for (const { commit, what } of model.commits)
    if (!history.has(commit)) problems.push(`${what}: its commit ${commit.slice(0, 12)} is not in the live history`);
  return problems;
}

const pathOf = async (repo: string, file: string) =>
  String((JSON.parse((await showFile(repo, "main", file)) ?? "{}") as { path?: unknown }).path ?? "/");
const titleIn = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The served release's folder: `current` links to a folder of releases/ by its name (releases.ts). */
function servedRelease(dataDir: string): string | undefined {
  try {
    return join(dataDir, "site", "releases", readlinkSync(join(dataDir, "site", "current")));
  } catch {
    return undefined;
  }
}

/**
 * The served release is complete (every file of its .release-files list is
 * there) and both instances serve the home page and three others, 200, with
 * the live branch's titles (the other instance follows a publish within
 * seconds: asked again for up to 20 s).
 */
export async function checkServed(repo: string, dataDir: string, instances: Instance[]): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < 100; attempt++) {
    problems = [];
    const release = servedRelease(dataDir);
    const list = release && join(release, ".release-files");
    if (!list || !existsSync(list)) problems.push(`the served release ${release ?? "(none)"} has no .release-files`);
    else {
      const missing = readFileSync(list, "utf8")
        .split("\n")
        .filter((f) => f && !existsSync(join(release!, f)));
      if (missing.length)
        problems.push(`the served release lacks ${missing.length} files: ${missing.slice(0, 3).join(", ")}`);
    }
    for (const file of PAGES) {
      const [path, { title }] = await Promise.all([pathOf(repo, file), liveValues(repo, file)]);
      for (const instance of instances) {
        const reply = await send(`${instance.base}${path}`);
        if (reply.kind !== "answer" || reply.status !== 200)
          problems.push(`${instance.name} ${path}: ${reply.kind === "answer" ? reply.status : reply.error}`);
        else if (titleIn(reply.body) !== title)
          problems.push(`${instance.name} ${path} serves «${titleIn(reply.body)}», live is «${title}»`);
      }
    }
    if (problems.length === 0) return [];
    await new Promise((r) => setTimeout(r, 200));
  }
  return problems;
}

/** Every draft the model knows opens for its person with the content they saved; no page opens with a draft where none is left. */
export async function checkDrafts(
  model: Model,
  people: Person[],
  instances: Instance[],
  seen: (call: Call) => void,
): Promise<string[]> {
  const problems: string[] = [];
  for (const who of people)
    for (const file of PAGES) {
      const draft = model.draft(who.id, file);
      if (draft === "unknown") continue;
      const instance = instances[(who.id + file.length) % instances.length]!;
      const reply = await api(instance, who, seen).get(`page?file=${file}`);
      const page =
        reply.kind === "answer" && reply.status === 200
          ? (JSON.parse(reply.body) as Record<string, unknown>)
          : undefined;
      if (!page) problems.push(`${who.role} opening ${file}: ${reply.kind === "answer" ? reply.status : reply.error}`);
      else if (!draft) {
        if (page.draft) problems.push(`${who.role} has a draft of ${file} that was published or discarded`);
      } else if (!page.draft) {
        if (!draft.mayVanish) problems.push(`${who.role}'s draft of ${file} is gone`);
      } else {
        const values = tracked(page.doc);
        for (const field of FIELDS)
          if (values[field] !== draft.now[field])
            problems.push(`${who.role}'s draft of ${file}: ${field} «${values[field]}», saved «${draft.now[field]}»`);
      }
    }
  return problems;
}

/**
 * git fsck --strict of the content repository: no error, no warning. fsck lists the objects first and
 * reads the reflogs after, so a commit a scheduled publish makes in between is reported as an "invalid
 * reflog entry" of a sound repository: a run that fails is asked again (up to three times, a second
 * apart), and only a repository that fails every time is reported.
 */
export async function checkFsck(repo: string): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 1000));
    problems = await fsck(repo);
    if (problems.length === 0) return [];
  }
  return problems;
}

async function fsck(repo: string): Promise<string[]> {
  try {
    const { stdout, stderr } = await run("git", ["fsck", "--strict", "--no-dangling", "--no-progress"], { cwd: repo });
    const said = `${stdout}${stderr}`.trim();
    return said ? [`git fsck: ${said.slice(0, 500)}`] : [];
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return [`git fsck failed: ${(e.stderr || e.stdout || e.message).slice(0, 500)}`];
  }
}

/** No review stays «approved» once nothing is publishing: its publish went live (published) or it is open again with why. */
export async function checkReviews(instance: Instance, owner: Person, seen: (call: Call) => void): Promise<string[]> {
  const reply = await api(instance, owner, seen).get("reviews");
  if (reply.kind !== "answer" || reply.status !== 200)
    return [`GET reviews: ${reply.kind === "answer" ? reply.status : reply.error}`];
  const reviews = (JSON.parse(reply.body) as { reviews: Array<{ id: string; file: string; state: string }> }).reviews;
  return reviews
    .filter((r) => r.state === "approved")
    .map((r) => `the review of ${r.file} (${r.id.slice(0, 8)}) stays approved, neither published nor open again`);
}
