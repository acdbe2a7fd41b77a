import { describe, expect, it } from "vitest";
import { audienceOf } from "./audience";

describe("audienceOf", () => {
  it("tells visitors, automated browsers and crawlers apart", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    expect(audienceOf({ userAgent: chrome, webdriver: false })).toBe("visitor");
    expect(audienceOf({ userAgent: chrome, webdriver: true })).toBe("automation");
    expect(audienceOf({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).toBe("crawler");
    expect(audienceOf({ userAgent: "Mozilla/5.0 Chrome-Lighthouse", webdriver: true })).toBe("crawler");
    expect(audienceOf(undefined)).toBe("visitor");
  });
});
