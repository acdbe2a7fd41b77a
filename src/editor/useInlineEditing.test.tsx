// Typing in the preview while the inline edit writes what was typed so far (each pause of 200 ms): the keys
// typed right after that write must land where the caret is, not at the paragraph's start. editor.spec's
// «edit a paragraph in the preview» saw " Y crecemos." become "eSomos un equipo… Y ccemos.r" on a busy machine.
import { act, render } from "@testing-library/react";
import { useSyncExternalStore } from "react";
import type { useGetPuck } from "@puckeditor/core";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { EditorSchema } from "./doc-data";
import { useInlineEditing } from "./useInlineEditing";

const lead = "Somos un equipo de 25 personas.";
const schema: EditorSchema = {
  sections: {
    hero: { lead: { kind: "text", copy: true, multiline: false, label: "Entradilla", help: "", required: true } },
  },
  page: {},
};

interface Item {
  type: string;
  props: { id: string; lead: string };
}

/** What the hook uses of Puck: its data and a "replace" dispatch, rendered through an external store as Puck's is. */
function fakePuck() {
  let content: Item[] = [{ type: "hero", props: { id: "hero-1", lead } }];
  const listeners = new Set<() => void>();
  const api = () => ({
    appState: { data: { content } },
    dispatch: (action: { destinationIndex: number; data: Item }) => {
      content = content.map((item, i) => (i === action.destinationIndex ? action.data : item));
      for (const listener of listeners) listener();
    },
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { api, subscribe, content: () => content };
}

function Preview({ puck }: { puck: ReturnType<typeof fakePuck> }) {
  const content = useSyncExternalStore(puck.subscribe, puck.content);
  // The hook calls only appState.data.content and dispatch: the rest of Puck's API is not needed here.
  useInlineEditing(document, { current: puck.api as unknown as ReturnType<typeof useGetPuck> }, schema);
  return content.map((item) => (
    <section key={item.props.id} data-puck-component={item.props.id}>
      <p>{item.props.lead}</p>
    </section>
  ));
}

/** A key as the browser types it in an editable text: inserted at the caret, the caret after it, then `input`. */
function type(el: HTMLElement, text: string) {
  for (const key of text) {
    const selection = document.getSelection()!;
    const node = selection.anchorNode as Text;
    const at = selection.anchorOffset;
    node.insertData(at, key);
    selection.collapse(node, at + key.length);
    el.dispatchEvent(new InputEvent("input", { bubbles: true, data: key }));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("keeps every key where it was typed when keys come right after a pause's write", async () => {
  const puck = fakePuck();
  const { container } = render(<Preview puck={puck} />);
  const paragraph = container.querySelector("p")!;
  paragraph.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
  expect(paragraph.getAttribute("contenteditable")).toBe("plaintext-only");
  document.getSelection()!.collapse(paragraph.firstChild, lead.length);

  type(paragraph, " Y cr");
  // The pause: the text so far is written to the page's data and the section re-renders.
  await act(async () => vi.advanceTimersByTime(200));
  expect(puck.content()[0]!.props.lead).toBe(`${lead} Y cr`);
  // The next keys, before the browser draws another frame.
  type(paragraph, "ecemos.");
  expect(paragraph.textContent).toBe(`${lead} Y crecemos.`);

  await act(async () => vi.runAllTimers());
  expect(paragraph.textContent).toBe(`${lead} Y crecemos.`);
  // The side panel shows the page's data: all of it.
  expect(puck.content()[0]!.props.lead).toBe(`${lead} Y crecemos.`);
});
