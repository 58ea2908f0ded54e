import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { drawnIcon, logoSource, placeLogo, readSource, type ImageSources } from '../../lib/brand-images.ts';

/*
 * The picture a link preview shows of a page (issue 31): WhatsApp and Facebook show no SVG, which
 * the demo's art and many logos are, so every page names a JPEG drawn here from what it shows, at
 * the 1.91:1 size the large previews are cut to (decision 0068).
 */

export const previewImage = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * How a picture fills the card. A shop's cover is a banner, made to be cropped; a product's
 * picture is shown whole over a blurred copy of itself; a logo sits whole on white.
 */
type Fill = 'banner' | 'picture' | 'logo';

/** What a card is drawn from: the source and how it fills it, the brand colour for a logo that cannot be read. */
export type PreviewSource = { fill: Fill; source: string; colour: string };

/** The tenant's parts of a preview: its logo and brand colour. */
export type PreviewTenant = { site: { logo_pwa_app: string; icone: string }; theme: { primary: string } };

/**
 * A page's picture: the product's, else its shop's cover, else the tenant's logo (a product with
 * no photo, a shop with no cover), each page's rule in one place for its tags and its image.
 */
export function previewSourceOf(tenant: PreviewTenant, shows: { cover?: string; image?: string }): PreviewSource {
  const colour = tenant.theme.primary;
  if (shows.image) return { fill: 'picture', source: shows.image, colour };
  if (shows.cover) return { fill: 'banner', source: shows.cover, colour };
  return { fill: 'logo', source: logoSource(tenant.site), colour };
}

/** The addresses of the previews: `/og/site.jpg`, `/og/shop-12.jpg`, `/og/product-34.jpg`. */
export type PreviewOf = { page: 'site' } | { page: 'shop'; shopId: number } | { page: 'product'; productId: number };

/**
 * The preview's path on the tenant's host, named with a version of what it is drawn from: a link
 * preview keeps an image by its URL, so a new cover is a new URL.
 */
export function previewPath(of: PreviewOf, from: PreviewSource): string {
  const version = createHash('sha256')
    .update(`${from.fill}\n${from.source}\n${from.colour}`)
    .digest('base64url')
    .slice(0, 10);
  const name = of.page === 'site' ? 'site' : of.page === 'shop' ? `shop-${of.shopId}` : `product-${of.productId}`;
  return `/og/${name}.jpg?v=${version}`;
}

/** The page a preview's file name asks for ('shop-12.jpg'); null for any other name. */
export function previewOfName(name: string): PreviewOf | null {
  if (name === 'site.jpg') return { page: 'site' };
  const match = /^(shop|product)-([1-9]\d{0,9})\.jpg$/.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return match[1] === 'shop' ? { page: 'shop', shopId: id } : { page: 'product', productId: id };
}

const { width, height } = previewImage;
const white = '#ffffff';
/** Past this an image is not a logo, a cover or a product's photo (decision 0033 keeps photos under 64 MP). */
const MAX_INPUT_PIXELS = 40_000_000;
/** The logo's square on its card. */
const LOGO_SIDE = 360;

/**
 * The source decoded at the scale the card needs: an SVG drawn at that size rather than enlarged
 * from its own (a 400 px drawing would be blurred on a 1200 px card); a photo as it is.
 */
async function decoded(bytes: Buffer): Promise<Sharp> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const scale = Math.min(16, Math.max(1, width / meta.width, height / meta.height));
  return sharp(bytes, { density: 72 * scale, limitInputPixels: MAX_INPUT_PIXELS });
}

async function drawn(fill: Exclude<Fill, 'logo'>, bytes: Buffer): Promise<Buffer> {
  const source = await decoded(bytes);
  if (fill === 'banner')
    return source.resize(width, height, { fit: 'cover' }).flatten({ background: white }).toBuffer();
  const whole = await source.resize(width, height, { fit: 'inside' }).png().toBuffer();
  // Shrunk to a few pixels and stretched back: a blur of its colours at a fraction of a blur's cost.
  const colours = await sharp(whole).resize(48, 25, { fit: 'cover' }).flatten({ background: white }).toBuffer();
  return sharp(colours)
    .resize(width, height)
    .composite([{ input: whole, gravity: 'centre' }])
    .toBuffer();
}

const jpeg = (image: Buffer) => sharp(image).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

const logoCard = (logo: Buffer) =>
  placeLogo(logo, { width, height, inner: LOGO_SIDE, background: white }).then((card) =>
    sharp(card).flatten({ background: white }).toBuffer(),
  );

/** The card of `from`; the PWA's drawn bag on the brand colour when its source cannot be read or drawn. */
export async function drawPreview(from: PreviewSource, sources: ImageSources): Promise<Buffer> {
  const bytes = await readSource(from.source, sources);
  const card = bytes && (await (from.fill === 'logo' ? logoCard(bytes) : drawn(from.fill, bytes)).catch(() => null));
  return jpeg(
    card || (await placeLogo(drawnIcon(from.colour), { width, height, inner: LOGO_SIDE, background: from.colour })),
  );
}

/** How many cards a process keeps: a few dozen products, covers and logos, at about 30 KB each. */
const KEPT_PREVIEWS = 64;

/**
 * Draws each card once per source (the key), keeping the latest few: a shared link is fetched by
 * each app that previews it, and a changed picture makes a new key.
 */
export function createPreviewRenderer(sources: ImageSources) {
  const kept = new Map<string, Promise<Buffer>>();
  return (from: PreviewSource): Promise<Buffer> => {
    const key = `${from.fill}\n${from.source}\n${from.colour}`;
    let card = kept.get(key);
    if (!card) {
      card = drawPreview(from, sources);
      kept.set(key, card);
      card.catch(() => kept.delete(key));
      if (kept.size > KEPT_PREVIEWS) kept.delete(kept.keys().next().value!);
    }
    return card;
  };
}
