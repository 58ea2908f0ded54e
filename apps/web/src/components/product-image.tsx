import type { ImgHTMLAttributes } from 'react';
import { photoSources } from '../lib/photo-sources.ts';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string };

/** A product's image; an uploaded photo offers its WebP first to the browsers that read it. */
export function ProductImage({ src, alt, ...img }: ProductImageProps) {
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
