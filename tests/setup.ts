import { afterAll, afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => cleanup());

// The browser project shares one jsdom per worker (vitest.config.ts, isolate: false): what a file
// leaves in the window goes with it, so the next file starts as it did in a window of its own.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Files marked `@vitest-environment node` have no window.
  if (typeof document === "undefined") return;
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // A file that replaced storage with a throwing stand-in has had it restored above.
  }
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.removeAttribute("style");
});
