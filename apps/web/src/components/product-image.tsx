import type { Segment } from '@delivery/contract/catalog';
import type { ImgHTMLAttributes } from 'react';
import { photoSources } from '../lib/photo-sources.ts';
import { segmentImage } from '../lib/segment-images.ts';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>;

/**
 * A product's image: its photo, or, for a product with no photo (many an imported menu has none),
 * its shop's segment's illustration. Never an empty src, which browsers draw as a broken image.
 */
export function ProductImage({ src, segment, ...img }: ImageProps & { src: string; segment: Segment }) {
  return src ? <ProductPhoto src={src} {...img} /> : <img src={segmentImage[segment]} data-placeholder="" {...img} />;
}

/** A product's photo (`src` not empty); an uploaded one offers its WebP first to the browsers that read it. */
export function ProductPhoto({ src, alt, ...img }: ImageProps & { src: string }) {
  const sources = photoSources(src);
  if (!sources.webp) return <img src={src} alt={alt} {...img} />;
  // `contents`: the picture draws no box, so the img is laid out as it was alone.
  return (
    <picture className="contents">
      <source srcSet={sources.webp} type="image/webp" />
      <img src={sources.src} alt={alt} {...img} />
    </picture>
  );
}
