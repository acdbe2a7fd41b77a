// The header's buttons between a page and its A/B variants (issue 41). The page list names the published
// arms only; a variant that is still a draft (just created, not started) would have no way back to its
// base, nor its base a way to it: the drafts of this page's variant files, and the base of a variant,
// are added.

export interface ArmLink {
  file: string;
  /** "control" for the base page, else the variant's name ("b"). */
  arm: string;
  /** Only a draft: not published yet. */
  draft: boolean;
  weight?: number;
  /** Its share of the visitors, in whole percent (weights are relative numbers: 1 and 3 are 25 % and 75 %). */
  share?: number;
}

/** pages/contact.b.json → { base: "pages/contact.json", arm: "b" }; a base page's file gives no arm. */
const variantFile = (file: string) => {
  const match = /^(.*)\.([a-z0-9-]+)\.json$/.exec(file);
  return match ? { base: `${match[1]}.json`, arm: match[2]! } : undefined;
};

export function armLinks(
  file: string,
  /** The open document's `variant`, when it is one. */
  variant: string | undefined,
  /** The published documents of this page's path (the page list's). */
  published: ReadonlyArray<{ file: string; variant?: string; weights?: Record<string, number> }>,
  /** Everyone's drafts (files may repeat: one per person). */
  drafts: ReadonlyArray<{ file: string }>,
): ArmLink[] {
  const weights = published.find((p) => p.weights)?.weights;
  const links: ArmLink[] = published.map((p) => ({
    file: p.file,
    arm: p.variant ?? "control",
    draft: false,
    weight: weights ? (weights[p.variant ?? "control"] ?? 0) : undefined,
  }));
  const base = variant ? file.replace(new RegExp(`\\.${variant}\\.json$`), ".json") : file;
  const add = (link: ArmLink) => {
    if (!links.some((l) => l.file === link.file)) links.push(link);
  };
  if (variant) add({ file: base, arm: "control", draft: false });
  for (const draft of drafts) {
    const v = variantFile(draft.file);
    if (v && v.base === base) add({ file: draft.file, arm: v.arm, draft: true });
  }
  const order = (l: ArmLink) => (l.arm === "control" ? "" : l.arm);
  const total = links.reduce((sum, l) => sum + (l.weight ?? 0), 0);
  for (const link of links)
    if (link.weight !== undefined && total > 0) link.share = Math.round((link.weight / total) * 100);
  return links.sort((a, b) => order(a).localeCompare(order(b)));
}
