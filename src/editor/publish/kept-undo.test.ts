// «Deshacer» after a publish is kept across a reload while that publish is the page's live version.
import { afterEach, describe, expect, it, vi } from "vitest";
import { dropUndoable, keepUndoable, undoableNow } from "./kept-undo";

const offer = { file: "pages/about.json", previous: "aaa", published: "bbb" };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the kept «Deshacer» of a publish", () => {
  it("is offered again after a reload while the publish it undoes is live, for that page only", () => {
    keepUndoable(offer);
    expect(undoableNow("pages/about.json", "bbb")).toEqual(offer);
    expect(undoableNow("pages/about.json", "bbb")).toEqual(offer);
    expect(undoableNow("pages/blog.json", "bbb")).toBeUndefined();
  });

  it("is dropped once the page was published again (by anyone), and when dismissed", () => {
    keepUndoable(offer);
    expect(undoableNow("pages/about.json", "ccc")).toBeUndefined();
    expect(undoableNow("pages/about.json", "bbb")).toBeUndefined();
    keepUndoable(offer);
    dropUndoable(offer.file);
    expect(undoableNow("pages/about.json", "bbb")).toBeUndefined();
  });

  it("never throws when storage is blocked, and then offers nothing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => keepUndoable(offer)).not.toThrow();
    expect(undoableNow("pages/about.json", "bbb")).toBeUndefined();
  });
});
