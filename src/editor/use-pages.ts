// The page list's pages, asked of the server once and again each time `version` changes (a page retired or
// restored, a release published).
import { useEffect, useState } from "react";
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
  return { pages, loadError };
}
