// The header's entries as data: the site document's nav items with feature
// keys resolved against the features collection. Shared by the desktop bar
// and the mobile menu so both always list the same things.
import type { IconName, SiteDocument } from "../../generated/schema";
import type { Collections } from "../../site-data";

export interface NavLinkItem {
  label: string;
  href: string;
  description?: string;
  icon?: IconName;
  tone?: "violet" | "yellow";
}

export type NavEntry =
  | { kind: "link"; key: string; label: string; href: string }
  | { kind: "menu"; key: string; label: string; wide: boolean; items: NavLinkItem[] };

const keyOf = (label: string, i: number) =>
  `nav-${i}-${label
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

export function navEntries(site: SiteDocument, data: Collections): NavEntry[] {
  const features = data.features ?? {};
  return site.nav.items.flatMap((item, i): NavEntry[] => {
    const key = keyOf(item.label, i);
    const items: NavLinkItem[] = [
      ...(item.features ?? []).flatMap((slug) => {
        const feature = features[slug];
        if (!feature) return [];
        return [
          {
            label: feature.title,
            href: `/features/${slug}`,
            description: feature.shortDescription,
            icon: feature.icon as IconName,
            tone: feature.themeColor,
          },
        ];
      }),
      ...(item.links ?? []).map((link) => ({ label: link.label, href: link.href, description: link.description })),
    ];
    if (items.length > 0)
      return [{ kind: "menu", key, label: item.label, wide: (item.features?.length ?? 0) > 0, items }];
    return item.href ? [{ kind: "link", key, label: item.label, href: item.href }] : [];
  });
}
