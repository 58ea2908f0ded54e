import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawnIcon, placeLogo, readSource } from '../../apps/api/src/lib/brand-images.ts';
import { renderIcon } from '../../apps/api/src/modules/pwa/icons.ts';
import type { TenantBuild } from './tenant-build.ts';

/**
 * The tenant's launcher icons and splash screens, drawn from its logo by the code that draws its
 * PWA icons (apps/api/src/modules/pwa/icons.ts), into the places the native projects read them
 * from. They are generated per build and git-ignored.
 */

/** Android's densities: the launcher icon's and the adaptive icon's foreground side, in px. */
const densities = [
  { name: 'mdpi', icon: 48, foreground: 108 },
  { name: 'hdpi', icon: 72, foreground: 162 },
  { name: 'xhdpi', icon: 96, foreground: 216 },
  { name: 'xxhdpi', icon: 144, foreground: 324 },
  { name: 'xxxhdpi', icon: 192, foreground: 432 },
] as const;

/** Android's splash drawables (portrait; landscape swaps the sides), as Capacitor's template has them. */
const splashes = [
  { folder: 'drawable', width: 480, height: 320 },
  ...(
    [
      ['mdpi', 320, 480],
      ['hdpi', 480, 800],
      ['xhdpi', 720, 1280],
      ['xxhdpi', 960, 1600],
      ['xxxhdpi', 1280, 1920],
    ] as const
  ).flatMap(([density, width, height]) => [
    { folder: `drawable-port-${density}`, width, height },
    { folder: `drawable-land-${density}`, width: height, height: width },
  ]),
];

/** iOS's single 1024 px icon and the three scales of its launch image, as the template names them. */
const iosIcon = 'App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png';
const iosSplashes = ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png'].map(
  (name) => `App/App/Assets.xcassets/Splash.imageset/${name}`,
);
const iosSplashSide = 2732;

async function put(file: string, bytes: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** The logo's bytes: a file or an https URL; the drawn bag when it cannot be read. */
async function logoOf(tenant: TenantBuild): Promise<Buffer> {
  const remote = tenant.icon.startsWith('https://');
  const folder = remote ? '.' : path.dirname(path.resolve(tenant.icon));
  const source = remote ? tenant.icon : `/${path.basename(tenant.icon)}`;
  // The developer's own tenant file names it: no guard for an address someone else gave.
  const bytes = await readSource(source, { web: folder, media: folder, outbound: null });
  if (!bytes) console.warn(`[native] ${tenant.icon} não pôde ser lido: ícones desenhados com a cor da marca`);
  return bytes ?? drawnIcon(tenant.brandColor);
}

/** A splash: the logo at a third of the shorter side, on the brand colour. */
const splash = (logo: Buffer, width: number, height: number, colour: string) =>
  placeLogo(logo, { width, height, inner: Math.round(Math.min(width, height) / 3), background: colour });

export async function drawNativeAssets(tenant: TenantBuild, dirs: { android: string; ios: string }): Promise<void> {
  const logo = await logoOf(tenant);
  const res = path.join(dirs.android, 'app/src/main/res');
  for (const density of densities) {
    const folder = path.join(res, `mipmap-${density.name}`);
    // The legacy icon is the iOS-style square on white (no launcher mask before Android 8).
    const square = await renderIcon(logo, { size: density.icon, purpose: 'apple' }, tenant.brandColor);
    await put(path.join(folder, 'ic_launcher.png'), square);
    await put(path.join(folder, 'ic_launcher_round.png'), square);
    // Android 8+ masks the foreground: the maskable rule keeps the logo inside the safe circle.
    const foreground = await placeLogo(logo, {
      width: density.foreground,
      height: density.foreground,
      inner: Math.round(density.foreground * 0.55),
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
    await put(path.join(folder, 'ic_launcher_foreground.png'), foreground);
  }
  await put(
    path.join(res, 'values/ic_launcher_background.xml'),
    `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${tenant.brandColor}</color>\n</resources>\n`,
  );
  for (const s of splashes) {
    await put(path.join(res, s.folder, 'splash.png'), await splash(logo, s.width, s.height, tenant.brandColor));
  }

  // The App Store refuses an icon with an alpha channel, even an opaque one.
  const icon = await renderIcon(logo, { size: 1024, purpose: 'apple' }, tenant.brandColor);
  await put(path.join(dirs.ios, iosIcon), await sharp(icon).removeAlpha().png().toBuffer());
  const launch = await splash(logo, iosSplashSide, iosSplashSide, tenant.brandColor);
  for (const file of iosSplashes) await put(path.join(dirs.ios, file), launch);
}
