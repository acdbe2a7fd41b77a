// Publishing for server tests: a content repository (a fresh copy of the
// project unless given), a throwaway releases folder, the content source
// reading its branch, the fast stand-in build (fake-build.ts) and a finished
// recovery, as the server has them at start.
import { join } from "node:path";
import { gitContent } from "../../content/index.ts";
import { contentCheckouts, startPublishing, type PublishingOptions } from "../index.ts";
import { openStore, type Store } from "../../store/index.ts";
import { makeContentRepo, PROJECT } from "./content-repo.ts";
import { tempDir } from "./temp-dirs.ts";

export const FAKE_BUILD = [process.execPath, join(PROJECT, "server/publish/testing/fake-build.ts")];

/** The store of a publish folder's tests: a restart on the same folder (a second testPublishing) finds the same rows. */
const stores = new Map<string, Promise<Store>>();
const storeOf = (dir: string) => {
  if (!stores.has(dir)) stores.set(dir, openStore({ DATABASE_FILE: ":memory:" }, ":memory:"));
  return stores.get(dir)!;
};

export interface TestPublishingOptions extends Partial<Omit<PublishingOptions, "content">> {
  repo?: string;
  dir?: string;
  /** What is served before the first publish (default: nothing, a missing folder). */
  fallbackDist?: string;
  adminDist?: string;
  now?: () => Date;
}

export async function testPublishing(options: TestPublishingOptions = {}) {
  const repo = options.repo ?? makeContentRepo("content");
  const dir = options.dir ?? tempDir("publish-");
  const none = join(dir, "none");
  const content = await gitContent({
    repo,
    dir: contentCheckouts(dir),
    nodeModules: join(PROJECT, "node_modules"),
    log: () => undefined,
  });
  const store = options.store ?? (await storeOf(dir));
  const publishing = startPublishing({
    buildCommand: FAKE_BUILD,
    ...options,
    store,
    repo,
    dir,
    content,
    adminDist: options.adminDist ?? none,
    fallbackDist: options.fallbackDist ?? none,
  });
  await publishing.publisher.recover();
  return { repo, dir, content, publishing, store };
}
