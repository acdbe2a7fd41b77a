import type { Image } from "../generated/schema";
import { responsiveProps } from "../core/images";
import { PHONE_MEDIA } from "../theme/per-device";

/**
 * The <source> a <picture> offers phones instead of its <img> (a section's
 * phone image, src/theme/per-device.ts): the browser picks it by media query
 * before it loads anything, and its own width and height reserve its space,
 * so the page neither runs script nor moves. The <img> keeps the alt text.
 */
export function PhoneSource({ image, sizes }: { image: Image; sizes: string }) {
  const responsive = responsiveProps(image.src, sizes);
  return (
    <source
      media={PHONE_MEDIA}
      srcSet={responsive.srcSet ?? image.src}
      {...(responsive.sizes ? { sizes: responsive.sizes } : {})}
      width={image.width}
      height={image.height}
    />
  );
}
