// @vitest-environment node
// The content remote as the truth (many instances, no shared disk), two
// instances in one process, each with its own clone and releases: a publish
// lands only by its push to the remote, and the other instance follows it
// (renders and serves it); a remote out of reach fails the publish in Spanish
// and leaves everything served as it was; a commit pushed to the remote from
// outside meanwhile is merged into the publish, not overwritten; a draft saved
// on one instance opens on the other, and an image uploaded through one is
// served by the other before any publish.
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { uploadedImages } from "../publish/editor/image-routes.ts";
import { uploadNewImage } from "../publish/operations/images.ts";
import { testPublishing } from "../publish/testing/publishing.ts";
import { bareContentRemote, git } from "../testing/instances-on-remote.ts";
import { deleteDraft, readDraft, writeDraft } from "../publish/drafts.ts";
import type { Author } from "../publish/publisher.ts";
import { contentRemote } from "./remote.ts";
import { shareRefs, sharedRefsOf } from "./shared-refs.ts";

vi.setConfig({ testTimeout: 300_000 });
const ana: Author = { id: 7, name: "Ana", email: "ana@mesalia.example" };

/** A bare remote holding the project's content, and `n` instances each cloned from it. */
async function cluster(n: number) {
  const remote = bareContentRemote("content");
  const instances = [];
  for (let i = 0; i < n; i++) {
    const repo = join(mkdtempSync(join(tmpdir(), "instance-")), "content-repo");
    git(tmpdir(), "clone", "-q", remote, repo);
    const truth = contentRemote({ repo, url: remote, branch: "main", log: () => undefined });
    shareRefs(repo, truth);
    const s = await testPublishing({ repo, contentRemote: truth });
    const published = (file: string) =>
      JSON.parse(readFileSync(join(s.content.root(), file), "utf8")) as Record<string, unknown> & {
        meta: Record<string, unknown>;
      };
    const served = (path: string) => {
      const page = join(s.publishing.releases.current(), path, "index.html");
      return existsSync(page) ? readFileSync(page, "utf8") : "";
    };
    /** Publishes the about page under a new title, as Ana; the job once done. */
    const publishAbout = (title: string, message: string) =>
      s.publishing.publisher.publish("pages/about.json", retitled(published("pages/about.json"), title), message, ana)
        .done;
    const follow = () => {
      const nudge = s.publishing.publisher.followRemote(60_000)!;
      nudge();
      // The follow queued behind anything in this instance's queue, then done: an empty publish waits for it.
      return s.publishing.publisher.publishChanges("pages/about.json", {}, "nada", ana).done;
    };
    instances.push({ ...s, published, served, publishAbout, follow, truth });
  }
  return { remote, instances };
}

const retitled = (doc: Record<string, unknown> & { meta: Record<string, unknown> }, title: string) => ({
  ...doc,
  meta: { ...doc.meta, title },
});

describe("the content remote as the truth", () => {
  it("a publish on one instance lands on the remote and the other instance renders and serves it", async () => {
    const { remote, instances } = await cluster(2);
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const job = await a.publishAbout("Desde A", "Publica desde A");
    expect(job.state, job.message).toBe("live");
    expect(job.phases?.map((p) => p.name)).toContain("push");
    expect(git(remote, "rev-parse", "main")).toBe(job.commit);
    expect(b.served("about")).not.toContain("Desde A");
    await b.follow();
    expect(b.content.version()).toBe(job.commit);
    expect(b.served("about")).toContain("Desde A");
    expect(b.publishing.releases.current()).not.toBe(a.publishing.releases.current());
  });

  it("a remote out of reach: the publish fails in Spanish, nothing is live and the instance serves what it had", async () => {
    const { remote, instances } = await cluster(1);
    const a = instances[0]!;
    const before = a.content.version();
    renameSync(remote, `${remote}.away`);
    const job = await a.publishAbout("No llega", "Publica sin remoto");
    expect(job.state).toBe("failed");
    expect(job.message).toMatch(/no se pudo contactar con el repositorio de contenido/);
    expect(a.content.version()).toBe(before);
    expect(git(a.repo, "rev-parse", "main")).toBe(before);
    expect(a.publishing.publisher.remoteStatus()).toEqual(expect.objectContaining({ reachable: false }));
    renameSync(`${remote}.away`, remote);
    const again = await a.publishAbout("Ya llega", "Publica con remoto");
    expect(again.state, again.message).toBe("live");
    expect(a.publishing.publisher.remoteStatus()).toEqual(expect.objectContaining({ reachable: true }));
  });

  it("a commit pushed to the remote from outside is kept: the publish runs on it and lands after it", async () => {
    const { remote, instances } = await cluster(1);
    const a = instances[0]!;
    // Someone pushes a change of the contact page straight to the remote.
    const outside = join(mkdtempSync(join(tmpdir(), "outside-")), "clone");
    git(tmpdir(), "clone", "-q", remote, outside);
    const contact = JSON.parse(readFileSync(join(outside, "pages/contact.json"), "utf8")) as Record<string, unknown> & {
      meta: Record<string, unknown>;
    };
    writeFileSync(
      join(outside, "pages/contact.json"),
      `${JSON.stringify(retitled(contact, "Desde fuera"), null, 2)}\n`,
    );
    git(outside, "-c", "user.name=Fuera", "-c", "user.email=f@x", "commit", "-q", "-am", "Cambio desde fuera");
    git(outside, "push", "-q", "origin", "main");
    const outsideCommit = git(outside, "rev-parse", "HEAD");
    const job = await a.publishAbout("Desde A", "Publica desde A");
    expect(job.state, job.message).toBe("live");
    expect(git(remote, "rev-parse", "main^")).toBe(outsideCommit);
    expect(a.served("contact")).toContain("Desde fuera");
    expect(a.served("about")).toContain("Desde A");
  });

  it("a draft saved on one instance opens on the other, and its removal reaches it too", async () => {
    const { instances } = await cluster(2);
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const base = a.content.version();
    const text = `${JSON.stringify(retitled(a.published("pages/about.json"), "Borrador en A"), null, 2)}\n`;
    await writeDraft(a.repo, ana, "pages/about.json", text, base, new Date());
    const opened = await readDraft(b.repo, ana.id, "pages/about.json");
    expect(opened?.text).toBe(text);
    expect(opened?.info.base).toBe(base);
    await deleteDraft(a.repo, ana.id, "pages/about.json");
    expect(await readDraft(b.repo, ana.id, "pages/about.json")).toBeUndefined();
  });

  it("an image uploaded through one instance is served by the other before any publish", async () => {
    const { instances } = await cluster(2);
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer();
    const image = (await uploadNewImage(new Uint8Array(png), { ...ana, role: "editor" }, { repo: a.repo })) as {
      src: string;
    };
    const app = new Hono();
    app.use("/img/uploads/*", uploadedImages(b.repo));
    const served = await app.request(image.src);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(500);
  });
  it("a ref pushed to the remote just after this instance fetched is found by the next throttled fetch", async () => {
    const { remote, instances } = await cluster(1);
    const [a] = instances as [(typeof instances)[0]];
    const refs = sharedRefsOf(a.repo)!;
    await refs.fetch();
    // Another instance makes a review's preview commit a moment later (within the throttle's second).
    const commit = git(remote, "rev-parse", "main");
    git(remote, "update-ref", "refs/review-previews/r1", commit);
    await refs.fetchAtMostEvery(1000);
    expect(git(a.repo, "for-each-ref", "--format=%(objectname)", "refs/review-previews/")).toBe(commit);
  });
});

describe("drafts on the remote, read without a fetch when nothing was saved", () => {
  it("a read fetches only after a save counted since its last fetch, and then finds it", async () => {
    const remote = bareContentRemote("refs-stamp");
    // The store's count of saves (refsStamp), shared by both instances.
    let saves = 0;
    const stamp = { read: async () => saves, bump: async () => ++saves };
    const instance = (name: string) => {
      const repo = join(mkdtempSync(join(tmpdir(), `refs-${name}-`)), "content-repo");
      git(tmpdir(), "clone", "-q", remote, repo);
      const truth = contentRemote({ repo, url: remote, branch: "main", log: () => undefined });
      // The fetches this instance makes of the remote.
      const fetches: string[] = [];
      const talk = truth.talk;
      truth.talk = (args) => {
        if (args.includes("fetch")) fetches.push(args.join(" "));
        return talk(args);
      };
      return { repo, fetches, shared: shareRefs(repo, truth, { stamp, log: () => undefined }) };
    };
    const a = instance("a");
    const b = instance("b");
    // Two drafts' commits (a draft is a commit on the published one).
    const draftCommit = (message: string) =>
      git(
        a.repo,
        ...["-c", "user.name=Ana", "-c", "user.email=ana@mesalia.example"],
        ...["commit-tree", "main^{tree}", "-p", "main", "-m", message],
      );
    const first = draftCommit("Borrador 1");
    const second = draftCommit("Borrador 2");
    const draft = "refs/drafts/7/pages/about.json";

    await a.shared.update(draft, first);
    await b.shared.fetch();
    expect(git(b.repo, "rev-parse", draft)).toBe(first);
    // Nothing saved since: the next reads need no fetch.
    const fetched = b.fetches.length;
    await b.shared.fetch();
    await b.shared.fetch();
    expect(b.fetches.length).toBe(fetched);
    // A save on the other instance: the next read fetches it.
    await a.shared.update(draft, second);
    await b.shared.fetch();
    expect(git(b.repo, "rev-parse", draft)).toBe(second);
    expect(b.fetches.length).toBe(fetched + 1);
  });
});
