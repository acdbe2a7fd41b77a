// Server render of one page to HTML, for the prerender. React keeps going
// when a component inside a Suspense boundary (every section has one)
// throws: it writes the boundary's empty fallback and leaves the rest to
// the browser. A static page would then ship without that section and
// nobody would know, so any such error fails the render, naming the page.
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = "";
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function renderStatic(
  node: ReactNode,
  url: string,
  options: { identifierPrefix?: string } = {},
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    ...options,
    // Keep every completed Suspense boundary (one per section) inline. By
    // default React moves boundaries over ~12.8 KB into hidden <div>s that
    // inline scripts reveal: the page would then need JavaScript to show its
    // content, and each page would carry extra inline scripts for the CSP.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await streamToString(prelude);
  if (errors.length > 0)
    throw new Error(`${url} failed to render: ${errors.map(messageOf).join("; ")}`, { cause: errors[0] });
  return html;
}
