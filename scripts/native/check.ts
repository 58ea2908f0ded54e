import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { swiftPackageProblems } from './spm.ts';
import { repoRoot, syncNative, webRoot } from './sync.ts';
import { readTenantBuild } from './tenant-build.ts';

/**
 * `npm test`'s check of the native shell (docs/decisions/0044): the committed android/ and ios/
 * projects, copied aside, are synced for a test tenant exactly as `npm run native:sync` does (the
 * web app built, `cap sync` run; no Android SDK or Xcode needed), and what the native builds
 * would read is checked: app id, name and version, the API URL inside the copied app, the plugins
 * wired on both platforms (Gradle; iOS's Swift packages), the icons drawn from the tenant's logo.
 * The copy keeps a developer's own synced tenant in apps/web untouched; it sits as deep as
 * apps/web, so the paths `cap sync` writes are the committed ones.
 */
const tenant = readTenantBuild({
  APP_ID: 'br.com.exemplo.checagem',
  APP_NAME: "Pizza D'Ouro",
  APP_API_URL: 'https://checagem.exemplo.com.br',
  APP_PROFILE_ID: '201',
  APP_VERSION: '2.3.4',
  APP_ICON: path.join(webRoot, 'public/brand/bella-napoli-icon.svg'),
  APP_BRAND_COLOR: '#1f7a3d',
  APP_ENV: 'sandbox',
});
// `swift`: the Swift package and product; `iosClass`: the plugin class the iOS bridge registers.
const plugins = [
  {
    npm: '@capacitor-community/sqlite',
    swift: 'CapacitorCommunitySqlite',
    iosClass: 'CapacitorSQLitePlugin',
    gradle: 'capacitor-community-sqlite',
  },
  { npm: '@capacitor/app', swift: 'CapacitorApp', iosClass: 'AppPlugin', gradle: 'capacitor-app' },
  { npm: '@capacitor/device', swift: 'CapacitorDevice', iosClass: 'DevicePlugin', gradle: 'capacitor-device' },
  {
    npm: '@capacitor/push-notifications',
    swift: 'CapacitorPushNotifications',
    iosClass: 'PushNotificationsPlugin',
    gradle: 'capacitor-push-notifications',
  },
];

const project = path.join(repoRoot, '.cache/native-check');
const failures: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const read = (file: string) => readFile(path.join(project, file), 'utf8').catch(() => '');
const readJson = async (file: string): Promise<Record<string, unknown>> => JSON.parse((await read(file)) || '{}');

async function copyProject(): Promise<void> {
  await rm(project, { recursive: true, force: true });
  await mkdir(project, { recursive: true });
  const skip = new Set(['build', '.gradle', '.build', 'DerivedData', 'public']);
  for (const entry of ['android', 'ios']) {
    await cp(path.join(webRoot, entry), path.join(project, entry), {
      recursive: true,
      filter: (source) => !skip.has(path.basename(source)),
    });
  }
  for (const file of ['capacitor.config.ts', 'package.json'])
    await cp(path.join(webRoot, file), path.join(project, file));
}

/** Whether a script of the app copied into `publicDir` calls the tenant's API. */
async function appCallsApi(publicDir: string): Promise<boolean> {
  const assets = path.join(project, publicDir, 'assets');
  const files = (await readdir(assets).catch(() => [])).filter((name) => name.endsWith('.js'));
  for (const name of files) {
    if ((await readFile(path.join(assets, name), 'utf8')).includes(tenant.apiUrl)) return true;
  }
  return false;
}

async function checkAndroid(): Promise<void> {
  const config = await readJson('android/app/src/main/assets/capacitor.config.json');
  expect(config.appId === tenant.appId, `android: capacitor.config.json appId ${String(config.appId)}`);
  expect(config.appName === tenant.appName, `android: capacitor.config.json appName ${String(config.appName)}`);
  const identity = await readJson('android/app/tenant.json');
  expect(
    identity.appId === tenant.appId && identity.version === '2.3.4' && identity.build === 20304,
    `android: tenant.json ${JSON.stringify(identity)}`,
  );
  expect(identity.host === 'checagem.exemplo.com.br', 'android: tenant.json host (deep links)');
  expect(identity.appName === "Pizza D\\'Ouro", `android: tenant.json app name escaped for a string resource`);
  const gradle = await read('android/app/build.gradle');
  expect(
    /applicationId tenant\.appId/.test(gradle) && !/applicationId "/.test(gradle),
    'android: build.gradle takes the app id from tenant.json',
  );
  expect(await appCallsApi('android/app/src/main/assets/public'), 'android: the copied app calls the tenant API URL');
  expect(
    (await read('android/app/src/main/assets/public/index.html')).includes('<meta name="app-env" content="sandbox"'),
    "android: the copied page carries the API's environment",
  );
  const registered = JSON.stringify(
    await readJson('android/app/src/main/assets/capacitor.plugins.json').catch(() => ({})),
  );
  const settings = await read('android/capacitor.settings.gradle');
  const build = await read('android/app/capacitor.build.gradle');
  for (const plugin of plugins) {
    expect(registered.includes(plugin.npm), `android: capacitor.plugins.json lacks ${plugin.npm}`);
    expect(
      settings.includes(`':${plugin.gradle}'`) && build.includes(`project(':${plugin.gradle}')`),
      `android: gradle does not build ${plugin.gradle}`,
    );
  }
  const icon = await sharp(path.join(project, 'android/app/src/main/res/mipmap-xxxhdpi/ic_launcher.png'))
    .metadata()
    .catch(() => null);
  expect(icon?.width === 192 && icon.height === 192, 'android: 192 px launcher icon drawn');
  expect(
    (await read('android/app/src/main/res/values/ic_launcher_background.xml')).includes(tenant.brandColor),
    'android: adaptive icon background is the brand colour',
  );
}

async function checkIos(): Promise<void> {
  const config = await readJson('ios/App/App/capacitor.config.json');
  expect(config.appId === tenant.appId, `ios: capacitor.config.json appId ${String(config.appId)}`);
  const xcconfig = await read('ios/App/tenant.xcconfig');
  expect(xcconfig.includes(`PRODUCT_BUNDLE_IDENTIFIER = ${tenant.appId}`), 'ios: tenant.xcconfig bundle id');
  expect(
    xcconfig.includes('MARKETING_VERSION = 2.3.4') && xcconfig.includes('CURRENT_PROJECT_VERSION = 20304'),
    'ios: tenant.xcconfig version and build',
  );
  const pbxproj = await read('ios/App/App.xcodeproj/project.pbxproj');
  expect(
    !/PRODUCT_BUNDLE_IDENTIFIER = /.test(pbxproj) && (pbxproj.match(/tenant\.xcconfig \*\/;/g) ?? []).length === 2,
    'ios: the project takes its bundle id from tenant.xcconfig',
  );
  expect(xcconfig.includes('APP_LINKS_HOST = checagem.exemplo.com.br'), 'ios: tenant.xcconfig links host');
  expect(
    (await read('ios/App/App/App.entitlements')).includes('applinks:$(APP_LINKS_HOST)') &&
      (pbxproj.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g) ?? []).length === 2,
    'ios: push and universal links entitled',
  );
  expect(await appCallsApi('ios/App/App/public'), 'ios: the copied app calls the tenant API URL');
  const classes = JSON.stringify(config.packageClassList ?? []);
  for (const plugin of plugins) {
    expect(classes.includes(`"${plugin.iosClass}"`), `ios: capacitor.config.json does not register ${plugin.iosClass}`);
  }
  // Package.swift pins the Swift build of Capacitor to the installed @capacitor/ios, as `cap sync` does.
  const capacitorIos = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules/@capacitor/ios/package.json'), 'utf8'),
  ) as { version: string };
  failures.push(...(await swiftPackageProblems(path.join(project, 'ios'), plugins, capacitorIos.version)));
  const manifest = 'ios/App/CapApp-SPM/Package.swift';
  expect(
    (await readFile(path.join(webRoot, manifest), 'utf8').catch(() => '')) === (await read(manifest)),
    `apps/web/${manifest} is not what cap sync writes: run npm run native:sync -- ios and commit it`,
  );
  const delegate = await read('ios/App/App/AppDelegate.swift');
  expect(
    delegate.includes('post(name: .capacitorDidRegisterForRemoteNotifications, object: deviceToken)') &&
      delegate.includes('post(name: .capacitorDidFailToRegisterForRemoteNotifications, object: error)'),
    'ios: AppDelegate hands the APNs token to @capacitor/push-notifications',
  );
  expect(
    (await read('ios/App/App/Info.plist')).includes('<string>$(APP_DISPLAY_NAME)</string>'),
    'ios: Info.plist takes the name from tenant.xcconfig',
  );
  const icon = await sharp(path.join(project, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'))
    .metadata()
    .catch(() => null);
  expect(icon?.width === 1024 && icon.hasAlpha === false, 'ios: 1024 px icon without alpha drawn');
}

const started = Date.now();
await copyProject();
await syncNative(tenant, { project });
await checkAndroid();
await checkIos();
if (failures.length) {
  console.error(`native projects: ${failures.length} failed\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`native projects: ${tenant.appId} synced and checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
