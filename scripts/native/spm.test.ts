import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { swiftPackageProblems } from './spm.ts';
import { repoRoot, webRoot } from './sync.ts';

const plugins = [
  { npm: '@capacitor-community/sqlite', swift: 'CapacitorCommunitySqlite' },
  { npm: '@capacitor/app', swift: 'CapacitorApp' },
  { npm: '@capacitor/device', swift: 'CapacitorDevice' },
  { npm: '@capacitor/push-notifications', swift: 'CapacitorPushNotifications' },
];
const { version } = JSON.parse(
  await readFile(path.join(repoRoot, 'node_modules/@capacitor/ios/package.json'), 'utf8'),
) as { version: string };

// As deep as apps/web/ios, so the committed Package.swift's relative paths reach node_modules.
const ios = path.join(repoRoot, '.cache/spm-test/ios');
const edit = async (file: string, change: (text: string) => string) => {
  const full = path.join(ios, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
};

describe('swiftPackageProblems', () => {
  beforeEach(async () => {
    await rm(ios, { recursive: true, force: true });
    await cp(path.join(webRoot, 'ios'), ios, { recursive: true });
  });
  afterEach(() => rm(path.dirname(ios), { recursive: true, force: true }));

  it('finds nothing wrong in the committed project', async () => {
    expect(await swiftPackageProblems(ios, plugins, version)).toEqual([]);
  });

  it('names what CocoaPods left behind', async () => {
    await writeFile(path.join(ios, 'App/Podfile'), "target 'App' do\nend\n");
    await edit('App/App.xcodeproj/project.pbxproj', (text) =>
      text.replace('/* Begin PBXBuildFile section */', '$&\n\t\tAA /* Pods_App.framework in Frameworks */ = {};'),
    );
    expect(await swiftPackageProblems(ios, plugins, version)).toEqual([
      "ios: CocoaPods' Podfile is still there",
      'ios: the Xcode project still builds with Pods',
    ]);
  });

  it('sees the App target no longer linking CapApp-SPM', async () => {
    await edit('App/App.xcodeproj/project.pbxproj', (text) =>
      text.replace(/\n\s*\w+ \/\* CapApp-SPM in Frameworks \*\/,/, ''),
    );
    expect(await swiftPackageProblems(ios, plugins, version)).toEqual([
      'ios: the App target does not link the CapApp-SPM package',
    ]);
  });

  it('names a plugin missing from Package.swift, one whose path leads elsewhere, and another Capacitor', async () => {
    await edit('App/CapApp-SPM/Package.swift', (text) =>
      text
        .replace(/,\n\s*\.product\(name: "CapacitorDevice", package: "CapacitorDevice"\)/, '')
        .replace('node_modules/@capacitor/app"', 'node_modules/@capacitor/core"')
        .replace(`exact: "${version}"`, 'exact: "8.0.0"'),
    );
    expect(await swiftPackageProblems(ios, plugins, version)).toEqual([
      `ios: Package.swift does not pin capacitor-swift-pm to @capacitor/ios ${version}`,
      "ios: Package.swift's path for CapacitorApp does not reach @capacitor/app's Package.swift",
      'ios: Package.swift lacks CapacitorDevice (@capacitor/device)',
    ]);
  });
});
