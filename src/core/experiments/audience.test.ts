import { describe, expect, it } from "vitest";
import { audienceOf, fileAudience, takesPart } from "./audience";

describe("audienceOf", () => {
  it("tells visitors, automated browsers and crawlers apart", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    expect(audienceOf({ userAgent: chrome, webdriver: false })).toBe("visitor");
    expect(audienceOf({ userAgent: chrome, webdriver: true })).toBe("automation");
    expect(audienceOf({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).toBe(
      "crawler",
    );
    expect(audienceOf({ userAgent: "Mozilla/5.0 Chrome-Lighthouse", webdriver: true })).toBe("crawler");
    expect(audienceOf(undefined)).toBe("visitor");
  });
});

describe("a test's audience", () => {
  it("is resolved per language when a file is rendered, and per device in the browser", () => {
    expect(fileAudience(undefined, "es")).toBeUndefined();
    expect(fileAudience({ languages: ["es", "en"] }, "en")).toBeUndefined();
    expect(fileAudience({ languages: ["es"] }, "fr")).toEqual({ outside: true });
    expect(fileAudience({ languages: ["es"], device: "mobile" }, "es")).toEqual({ device: "mobile" });
    expect(takesPart(undefined, true)).toBe(true);
    expect(takesPart({ outside: true }, false)).toBe(false);
    expect(takesPart({ device: "mobile" }, true)).toBe(true);
    expect(takesPart({ device: "mobile" }, false)).toBe(false);
    expect(takesPart({ device: "desktop" }, false)).toBe(true);
  });
});
