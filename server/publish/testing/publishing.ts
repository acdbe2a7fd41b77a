// Publishing for server tests: a content repository (a fresh copy of the
// project unless given), a throwaway releases folder, the fast stand-in build
// (fake-build.ts) and a finished recovery, as the server has them at start.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPublishing } from "../index.ts";
import { makeContentRepo, PROJECT } from "./content-repo.ts";

export const FAKE_BUILD = [process.execPath, join(PROJECT, "server/publish/testing/fake-build.ts")];

export interface TestPublishingOptions {
  repo?: string;
  dir?: string;
  /** What is served before the first publish (default: nothing, a missing folder). */
  fallbackDist?: string;
  adminDist?: string;
  now?: () => Date;
}

export async function testPublishing(options: TestPublishingOptions = {}) {
  const repo = options.repo ?? makeContentRepo();
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "publish-"));
  const none = join(dir, "none");
  const publishing = startPublishing({ repo, dir, adminDist: options.adminDist ?? none, fallbackDist: options.fallbackDist ?? none, buildCommand: FAKE_BUILD, now: options.now });
  await publishing.publisher.recover();
  return { repo, dir, publishing };
}
