import type { Segment } from '@delivery/contract/catalog';
import type { ImgHTMLAttributes } from 'react';
import { segmentImage } from '../lib/segment-images.ts';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { className: string };

/**
 * A shop's logo (decoration: its name is beside it), or, for a shop that has none yet (a new one),
 * its initial on the brand's tint. Never an empty src, which browsers draw as a broken image.
 */
export function ShopLogo({ src, name, className, ...img }: ImageProps & { src: string; name: string }) {
  if (src) return <img src={src} alt="" className={`bg-white object-cover ${className}`} {...img} />;
  return (
    <span
      aria-hidden="true"
      data-placeholder=""
      className={`grid place-items-center bg-brand-50 font-extrabold text-brand-700 ${className}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** A shop's cover, or, with none yet, its segment's illustration on the brand's tint. */
export function ShopCover({ src, segment, className, ...img }: ImageProps & { src: string; segment: Segment }) {
  if (src) return <img src={src} alt="" className={`object-cover ${className}`} {...img} />;
  return (
    <span
      aria-hidden="true"
      data-placeholder=""
      className={`relative block bg-linear-to-br from-brand-100 to-brand-50 ${className}`}
    >
      {/* Out of the flow: the box keeps the cover's proportions whatever the drawing's. */}
      <img src={segmentImage[segment]} alt="" className="absolute inset-0 m-auto h-3/4 w-auto" />
    </span>
  );
}
