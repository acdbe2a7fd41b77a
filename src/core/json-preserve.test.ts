import { describe, expect, it } from "vitest";
import { formatLike, parseWithSpans } from "./json-preserve";

const text = `{
  "a": 1,
  "list": [
    { "label": "Uno", "href": "/" },
    { "label": "Dos", "href": "/dos" }
  ],
  "tags": ["x", "y"],
  "nested": {
    "s": "t\\"q"
  }
}
`;

describe("formatLike", () => {
  it("parses with spans that give back each value's text", () => {
    const root = parseWithSpans(text);
    expect(root.value).toEqual(JSON.parse(text));
    const list = root.children?.find((c) => c.key === "list")?.node;
    expect(text.slice(list!.children![0].node.start, list!.children![0].node.end)).toBe(
      '{ "label": "Uno", "href": "/" }',
    );
  });

  it("gives the same text for the same value", () => {
    expect(formatLike(text, JSON.parse(text))).toBe(text);
  });

  it("keeps a one-line object on one line when a value in it changes", () => {
    const doc = JSON.parse(text);
    doc.list[1].label = "Otra";
    const out = formatLike(text, doc);
    expect(out).toBe(text.replace('"label": "Dos"', '"label": "Otra"'));
  });

  it("copies moved array items as written and writes new keys in 2-space style", () => {
    const doc = JSON.parse(text);
    doc.list.reverse();
    doc.nested.extra = [1, 2];
    const out = formatLike(text, doc);
    expect(JSON.parse(out)).toEqual(doc);
    expect(out).toContain('    { "label": "Dos", "href": "/dos" },\n    { "label": "Uno", "href": "/" }\n');
    expect(out).toContain('    "s": "t\\"q",\n    "extra": [\n      1,\n      2\n    ]\n');
  });

  it("writes a new file as 2-space JSON with a trailing newline", () => {
    expect(formatLike(undefined, { a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});
