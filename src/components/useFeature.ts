import { useContext } from "react";
import type { Feature } from "../generated/schema";
import { PageContext } from "../site-data";

/**
 * The feature a family page (/features/:slug) shows. Outside a family page
 * (previews, the registry contract test) the first feature stands in, so a
 * feature section can be seen on its own; with no features it is undefined.
 */
export function useFeature(): Feature | undefined {
  const page = useContext(PageContext);
  if (page?.item) return page.item as unknown as Feature;
  if (page?.doc.collection) return undefined;
  const features = page?.data.features;
  return features ? Object.values(features)[0] : undefined;
}
