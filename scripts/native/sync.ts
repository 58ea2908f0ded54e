import { spawnSync } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawNativeAssets } from './draw-assets.ts';
import type { TenantBuild } from './tenant-build.ts';

/**
 * One tenant's native build, ready for Android Studio / Gradle and Xcode (docs/decisions/0044):
 * the web app built for the tenant's API and profile, the tenant's identity where the committed
 * projects read it, its icons and splash, then `cap sync` (web assets copied, plugins wired).
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webRoot = path.join(repoRoot, 'apps/web');
const capacitorBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@capacitor/cli/package.json')),
  'bin/capacitor',
);

export type Platform = 'android' | 'ios';

function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): void {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} falhou (${result.status})`);
}

/** The web app for the native shell: the same sources, its API and profile fixed at build time. */
async function buildNativeWeb(tenant: TenantBuild, outDir: string): Promise<void> {
  run(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    {
      cwd: webRoot,
      env: { VITE_API_URL: tenant.apiUrl, VITE_PROFILE_ID: String(tenant.profileId) },
    },
  );
  // What the API writes into the site's page as it serves it (decision 0003) is written here once.
  const page = path.join(outDir, 'index.html');
  const html = await readFile(page, 'utf8');
  await writeFile(page, html.replace(/(<meta name="app-env" content=")[^"]*(")/, `$1${tenant.environment}$2`));
}

/**
 * What the committed projects read at build time, so they stay the same for every tenant:
 * Android's build.gradle reads tenant.json, iOS's project takes tenant.xcconfig as the base
 * configuration of its build settings.
 */
async function writeIdentity(tenant: TenantBuild, project: string): Promise<void> {
  const android = {
    appId: tenant.appId,
    // An Android string resource reads ' and " as syntax, and a leading @ or ? as a reference.
    appName: tenant.appName.replace(/["'\\]/g, '\\$&').replace(/^[@?]/, '\\$&'),
    version: tenant.version,
    build: tenant.build,
    host: tenant.host,
  };
  await writeFile(path.join(project, 'android/app/tenant.json'), `${JSON.stringify(android, null, 2)}\n`);
  const xcconfig = [
    '// Written by npm run native:sync for this tenant; not committed.',
    `PRODUCT_BUNDLE_IDENTIFIER = ${tenant.appId}`,
    `APP_DISPLAY_NAME = ${tenant.appName}`,
    `MARKETING_VERSION = ${tenant.version}`,
    `CURRENT_PROJECT_VERSION = ${tenant.build}`,
    // Universal links (App.entitlements): the tenant's host, whose apple-app-site-association names this app.
    `APP_LINKS_HOST = ${tenant.host}`,
    '',
  ].join('\n');
  await writeFile(path.join(project, 'ios/App/tenant.xcconfig'), xcconfig);
}

/** Builds and syncs `project` (apps/web, or a copy of its native parts) for `tenant`. */
export async function syncNative(
  tenant: TenantBuild,
  options: { project?: string; platforms?: Platform[] } = {},
): Promise<void> {
  const project = options.project ?? webRoot;
  const platforms = options.platforms ?? ['android', 'ios'];
  await buildNativeWeb(tenant, path.join(project, 'dist-native'));
  await writeIdentity(tenant, project);
  await drawNativeAssets(tenant, { android: path.join(project, 'android'), ios: path.join(project, 'ios') });
  if (tenant.googleServices) {
    await copyFile(tenant.googleServices, path.join(project, 'android/app/google-services.json'));
  }
  for (const platform of platforms) {
    run(process.execPath, [capacitorBin, 'sync', platform], {
      cwd: project,
      env: { APP_ID: tenant.appId, APP_NAME: tenant.appName },
    });
  }
}
