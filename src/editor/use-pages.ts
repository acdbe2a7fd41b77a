// The page list's pages, asked of the server once and again each time `version` changes (a page retired or
// restored, a release published), and a retired page taken off the list as soon as its retire is live.
import { useCallback, useEffect, useState } from "react";
import { api, type PageSummary } from "./api-client";

export function usePages(version: number) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger: the list is asked for again.
  useEffect(() => {
    // Only the latest answer: the first load (slow while the server prepares the list) must not land after
    // the one asked when a page was retired, or the retired page stays listed (seen in the week's walk-through).
    let latest = true;
    api
      .pages()
      .then((r) => latest && setPages(r.pages))
      .catch((e: Error) => latest && setLoadError(e.message));
    return () => {
      latest = false;
    };
  }, [version]);
  /**
   * The page at `path` (and its A/B variants, which the retire removes with it) is gone: its row goes now. The
   * list asked again answers only once the server has prepared the new version's list in its worker (issue 41:
   * 11 s at load 25 after the worker had ended idle), while «Páginas retiradas» already named the page and its
   * row still offered «Retirar».
   */
  const gone = useCallback(
    (path: string) => setPages((all) => (all === null ? null : all.filter((p) => p.path !== path))),
    [],
  );
  return { pages, loadError, gone };
}
