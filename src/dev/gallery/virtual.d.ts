declare module "virtual:section-gallery" {
  import type { Collections, SiteDocument } from "../../runtime/types";
  export interface GalleryExample {
    type: string;
    title: string;
    description: string;
    example: unknown;
  }
  const gallery: { examples: GalleryExample[]; site: SiteDocument; data: Collections };
  export default gallery;
}
