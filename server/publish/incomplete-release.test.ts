// @vitest-environment node
// A served release missing some of its files (cut into by something outside
// the publisher: a clean-up, a full disk, a hand) is found at the next start
// and built again, and the next publish does not copy its holes: before, the
// start kept serving it (its folder existed) and /about stayed a 404.
import { readFileSync, readlinkSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());
const author = { id: 0, name: "Administrador", email: "admin@example.com" };

describe("an incomplete release served", () => {
  it("is built again at the next start: every page is served, and the next publish works", async () => {
    const { store } = await engine.open();
    const first = await testPublishing();
    const { repo, dir } = first;
    const about = JSON.parse(readFileSync(join(repo, "pages/about.json"), "utf8")) as {
      meta: Record<string, unknown>;
    };
    const publish = async (publishing: typeof first.publishing, title: string) =>
      (
        await publishing.publisher.publish(
          "pages/about.json",
          { ...about, meta: { ...about.meta, title } },
          `Publica ${title}`,
          author,
        ).done
      ).state;
    expect(await publish(first.publishing, "Sobre el equipo | {product}")).toBe("live");
    first.publishing.stop();
    first.content.stop();
    const served = join(dir, "releases", readlinkSync(join(dir, "current")));
    rmSync(join(served, "about"), { recursive: true });

    const again = await testPublishing({ repo, dir });
    const app = testApp(store, { publishing: again.publishing });
    expect((await app.request("/about")).status).toBe(200);
    expect(await (await app.request("/about")).text()).toContain("Sobre el equipo");
    expect(await publish(again.publishing, "Nuestro equipo | {product}")).toBe("live");
    expect(await (await app.request("/about")).text()).toContain("Nuestro equipo");
    expect((await app.request("/contact")).status).toBe(200);
    again.publishing.stop();
    again.content.stop();
  });

  it("whose rebuild fails at the start gives way to the newest complete release, never to missing pages", async () => {
    const first = await testPublishing();
    const { repo, dir } = first;
    const about = JSON.parse(readFileSync(join(repo, "pages/about.json"), "utf8")) as { meta: Record<string, unknown> };
    const publish = async (title: string) =>
      (
        await first.publishing.publisher.publish(
          "pages/about.json",
          { ...about, meta: { ...about.meta, title } },
          `Publica ${title}`,
          author,
        ).done
      ).state;
    expect(await publish("Uno | {product}")).toBe("live");
    expect(await publish("Dos | {product}")).toBe("live");
    first.publishing.stop();
    first.content.stop();
    const served = () => join(dir, "releases", readlinkSync(join(dir, "current")));
    rmSync(join(served(), "about"), { recursive: true });

    process.env.FAKE_BUILD_FAIL = "1";
    try {
      await expect(testPublishing({ repo, dir })).rejects.toThrow(/La compilación del sitio falló/);
    } finally {
      delete process.env.FAKE_BUILD_FAIL;
    }
    expect(readFileSync(join(served(), "about", "index.html"), "utf8")).toContain("Uno");
  });
});
