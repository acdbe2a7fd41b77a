// A draft whose page someone published after it started (issue 40): the
// editor opens the person's draft and says what the published page changed
// since, with the changes to look at, field by field. (The merge itself is
// tested on the server: server/publish/draft-base.test.ts.)
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test, expect } from "./test";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";
import { editorApi } from "./editor-api.ts";
import { PRODUCT } from "./site-data.ts";

const PORT = () => e2ePort(14);
const FAKE_BUILD = JSON.stringify([process.execPath, join(process.cwd(), "server/publish/testing/fake-build.ts")]);
const FILE = "pages/about.json";
let server: PublishServer;
test.afterEach(async () => server?.stop());

interface Opened {
  hash: string;
  doc: { meta: Record<string, unknown> } & Record<string, unknown>;
}

test("a draft opened after its page was published again names what changed and shows it", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  server = await startPublishServer(PORT(), { PUBLISH_BUILD_COMMAND: FAKE_BUILD });
  await signIn(page, server.url);
  const { get, post, publish } = await editorApi(page, server.url);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: server.repo, encoding: "utf8" }).trim();

  // A draft of a new description, on the page as it was first published...
  const opened = await get<Opened>(`page?file=${FILE}`);
  const description = "Quiénes somos y por qué hacemos esto.";
  await post("save", {
    file: FILE,
    hash: opened.hash,
    doc: { ...opened.doc, meta: { ...opened.doc.meta, description } },
  });
  const ref = git("for-each-ref", "--format=%(refname)", "refs/drafts/");
  const draft = git("rev-parse", ref);
  // ...then a new title published by the same account (its draft replaced), and the first draft put back.
  await post("save", {
    file: FILE,
    hash: opened.hash,
    doc: { ...opened.doc, meta: { ...opened.doc.meta, title: "Equipo | {product}" } },
  });
  await publish(FILE);
  git("update-ref", ref, draft);

  await page.goto(`${server.url}/admin/edit?file=${FILE}`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  const notice = page.getByTestId("live-changed");
  await expect(notice).toContainText("La página publicada cambió desde que empezaste este borrador:");
  await expect(notice).toContainText("Título");
  await expect(page.getByTestId("live-changes")).toHaveCount(0);
  await notice.getByRole("button", { name: "Ver qué cambió" }).click();
  await expect(page.getByTestId("live-changes")).toContainText(`Equipo | ${PRODUCT}`);
  // The person's own draft is what is being edited: the title as it was when it started.
  await expect(page.getByRole("textbox", { name: /^Título/ }).first()).not.toHaveValue("Equipo | {product}");
});
