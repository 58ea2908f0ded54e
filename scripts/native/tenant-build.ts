import { z } from 'zod';
import { defaultBrandColour } from '@delivery/contract/colours';
import { mobileProfileId } from '@delivery/contract/constants';

/**
 * One tenant's native build (docs/decisions/0044): what `npm run native:sync` reads from the
 * environment. The app id, name, version and icons are the stores' listing; the API URL and the
 * profile id are baked into the web build (the app has no Host of its own to resolve a tenant by).
 */
const loopback = new Set(['localhost', '127.0.0.1', '10.0.2.2']);

const ZTenantBuild = z.object({
  /** Reverse-domain id of the store listing: Android's applicationId, iOS's bundle id, the URL scheme. */
  APP_ID: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'use um id como br.com.loja.app (minúsculas, pontos)'),
  /** The name under the icon. */
  APP_NAME: z.string().trim().min(1).max(30),
  /**
   * The tenant's host, where the API answers for its profile: https (an emulator's or this
   * machine's loopback may be http while developing).
   */
  APP_API_URL: z
    .url()
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.has(url.hostname));
    }, 'use https (http só para localhost ou 10.0.2.2)')
    .transform((value) => value.replace(/\/$/, '')),
  /** docs/product.md section 9: the app's profile is fixed by configuration (200 for the demo marketplace). */
  APP_PROFILE_ID: z.coerce.number().int().positive().default(mobileProfileId),
  /** Sent to getInfoApp as `versao`: an older one gets the store link of the published release. */
  APP_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'use três números, como 1.4.2')
    .default('1.0.0'),
  /** The stores' increasing build number; derived from APP_VERSION (1.4.2 → 10402) when unset. */
  APP_BUILD: z.coerce.number().int().positive().optional(),
  /** The logo the icons and the splash are drawn from: a file (SVG, PNG…) or an https URL. */
  APP_ICON: z.string().min(1).default('apps/web/public/brand/pede-ja-icon.svg'),
  /** The brand colour behind the adaptive icon and the splash. */
  APP_BRAND_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'use #rrggbb')
    .default(defaultBrandColour),
  /**
   * The API's environment, which the site learns from the server (decision 0003) but the app's
   * own index.html must carry: 'sandbox' shows the 'Sandbox (Apenas teste)' badge.
   */
  APP_ENV: z.enum(['sandbox', 'production']).default('production'),
  /** Firebase's google-services.json of the Android app (FCM); without it Android gets no pushes. */
  APP_GOOGLE_SERVICES: z.string().min(1).optional(),
});

export type TenantBuild = {
  appId: string;
  appName: string;
  apiUrl: string;
  /** The API's host name: Android opens its https links in the app. */
  host: string;
  profileId: number;
  version: string;
  build: number;
  icon: string;
  brandColor: string;
  googleServices: string | null;
  environment: 'sandbox' | 'production';
};

/** The tenant's build from `env`; throws naming every bad variable. */
export function readTenantBuild(env: Record<string, string | undefined>): TenantBuild {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZTenantBuild.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração do app nativo inválida:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const [major = 0, minor = 0, patch = 0] = c.APP_VERSION.split('.').map(Number);
  return {
    appId: c.APP_ID,
    appName: c.APP_NAME,
    apiUrl: c.APP_API_URL,
    host: new URL(c.APP_API_URL).hostname,
    profileId: c.APP_PROFILE_ID,
    version: c.APP_VERSION,
    build: c.APP_BUILD ?? major * 10_000 + minor * 100 + patch,
    icon: c.APP_ICON,
    brandColor: c.APP_BRAND_COLOR.toLowerCase(),
    googleServices: c.APP_GOOGLE_SERVICES ?? null,
    environment: c.APP_ENV,
  };
}
