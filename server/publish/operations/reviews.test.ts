// @vitest-environment node
// Review called as a script would, with no HTTP in between: an editor asks
// for review of their draft, which another editor does not see; an editor
// may not approve it; a publisher approves it, its draft goes live and the
// review is published; a second answer is refused.
import { describe, expect, it, vi } from "vitest";
import { isRefusal } from "../../operation.ts";
import type { User } from "../../roles.ts";
import { editorWorkspace } from "../editor/workspace.ts";
import { testPublishing } from "../testing/publishing.ts";
import { openPage, saveDraft } from "./drafts.ts";
import { draftPublisher } from "./publish-draft.ts";
import { approveReview, listReviews, openReview, requestReview, reviewWork } from "./reviews.ts";

vi.setConfig({ testTimeout: 120_000 });
const FILE = "pages/about.json";
const ana: User = { id: 1, email: "ana@mesalia.example", name: "Ana", role: "editor" };
const eva: User = { id: 4, email: "eva@mesalia.example", name: "Eva", role: "editor" };
const pablo: User = { id: 2, email: "pablo@mesalia.example", name: "Pablo", role: "publisher" };

type Page = { hash: string | null; doc: { meta: Record<string, unknown> } & Record<string, unknown> };

describe("the reviews' operations", () => {
  it("ask, keep a review to its editor and the publishers, and publish it on approval, once", async () => {
    const { repo, dir, content, publishing, store } = await testPublishing();
    const w = editorWorkspace({ repo, content, publisher: publishing.publisher, store, now: () => new Date() });
    const publishDraft = draftPublisher(w);
    const work = reviewWork({
      repo,
      store,
      dir,
      now: () => new Date(),
      live: w.live,
      version: () => content.version(),
      publishDraft: (approver, owner, file) => publishDraft(approver, file, {}, owner),
      preview: { request: async (commit) => ({ id: commit, state: "building" }) },
    });
    expect(await requestReview({ file: FILE, note: "¿Lo miras?" }, ana, work)).toEqual({
      refused: "conflict",
      message: "Guarda el borrador antes de pedir revisión.",
    });
    const page = (await openPage({ file: FILE }, ana, w)) as Page;
    const doc = { ...page.doc, meta: { ...page.doc.meta, title: "Quiénes somos | {product}" } };
    if (isRefusal(await saveDraft({ file: FILE, hash: page.hash, doc }, ana, w))) throw new Error("not saved");
    const review = await requestReview({ file: FILE, note: "¿Lo miras?" }, ana, work);
    if (isRefusal(review)) throw new Error(review.message);

    expect(await openReview({ id: review.id }, eva, work)).toEqual({
      refused: "not_found",
      message: "Esa revisión ya no existe.",
    });
    expect(await listReviews({}, eva, work)).toEqual({ reviews: [], canDecide: false });
    expect(await approveReview({ id: review.id }, ana, work)).toMatchObject({ refused: "forbidden" });

    const approved = await approveReview({ id: review.id, text: "Perfecto." }, pablo, work);
    if (isRefusal(approved)) throw new Error(approved.message);
    expect((await approved.finished).state).toBe("live");
    expect(await openReview({ id: review.id }, ana, work)).toMatchObject({ review: { state: "published" } });
    expect(await approveReview({ id: review.id }, pablo, work)).toEqual({
      refused: "conflict",
      message: "Esta revisión ya tiene respuesta.",
    });
    work.stop();
  });
});
