import { access, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What Xcode would resolve in an iOS project on Swift Package Manager (docs/decisions/0044): the
 * App target links the local `CapApp-SPM` package, whose Package.swift `cap sync ios` writes with
 * one local package per plugin, and nothing of CocoaPods is left. Answers what is wrong, one line
 * each; none when all holds.
 */
export type IosPlugin = {
  /** The npm package. */
  npm: string;
  /** The Swift package and product `cap sync` names for it (and the library the plugin's own Package.swift declares). */
  swift: string;
};

const text = (file: string) => readFile(file, 'utf8').catch(() => '');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `ios` is the platform folder (apps/web/ios or a synced copy of it). */
export async function swiftPackageProblems(
  ios: string,
  plugins: IosPlugin[],
  capacitorVersion: string,
): Promise<string[]> {
  const problems: string[] = [];
  const app = path.join(ios, 'App');
  for (const left of ['Podfile', 'Podfile.lock', 'App.xcworkspace']) {
    if (await exists(path.join(app, left))) problems.push(`ios: CocoaPods' ${left} is still there`);
  }
  const pbxproj = await text(path.join(app, 'App.xcodeproj/project.pbxproj'));
  if (/Pods[-_]App|\[CP\]/.test(pbxproj)) problems.push('ios: the Xcode project still builds with Pods');
  // The local package, its product as a dependency of the target, and that product linked.
  const reference = pbxproj.match(
    /(\w+) \/\* XCLocalSwiftPackageReference "CapApp-SPM" \*\/ = \{\s*isa = XCLocalSwiftPackageReference;\s*relativePath = "CapApp-SPM";/,
  )?.[1];
  const product = reference
    ? pbxproj.match(
        new RegExp(
          `(\\w+) /\\* CapApp-SPM \\*/ = \\{\\s*isa = XCSwiftPackageProductDependency;\\s*package = ${reference} [^;]*;\\s*productName = "CapApp-SPM";`,
        ),
      )?.[1]
    : undefined;
  const listed = reference
    ? new RegExp(`isa = PBXProject;[\\s\\S]*?packageReferences = \\([^)]*${reference} `).test(pbxproj)
    : false;
  const target = pbxproj.match(
    /isa = PBXNativeTarget;[\s\S]*?name = App;[\s\S]*?packageProductDependencies = \(([^)]*)\)/,
  );
  const buildFile = product
    ? pbxproj.match(
        new RegExp(`(\\w+) /\\* CapApp-SPM in Frameworks \\*/ = \\{isa = PBXBuildFile; productRef = ${product} `),
      )?.[1]
    : undefined;
  const linked = buildFile ? new RegExp(`isa = PBXFrameworksBuildPhase;[^)]*${buildFile} `).test(pbxproj) : false;
  if (!listed || !product || !target?.[1]?.includes(product) || !linked) {
    problems.push('ios: the App target does not link the CapApp-SPM package');
  }

  const packageDir = path.join(app, 'CapApp-SPM');
  const manifest = await text(path.join(packageDir, 'Package.swift'));
  if (
    !manifest.includes(
      `.package(url: "https://github.com/ionic-team/capacitor-swift-pm.git", exact: "${capacitorVersion}")`,
    )
  ) {
    problems.push(`ios: Package.swift does not pin capacitor-swift-pm to @capacitor/ios ${capacitorVersion}`);
  }
  for (const plugin of plugins) {
    const local = manifest.match(new RegExp(`\\.package\\(name: "${escape(plugin.swift)}", path: "([^"]+)"\\)`))?.[1];
    const used = manifest.includes(`.product(name: "${plugin.swift}", package: "${plugin.swift}")`);
    if (!local || !used) {
      problems.push(`ios: Package.swift lacks ${plugin.swift} (${plugin.npm})`);
      continue;
    }
    // The path must lead Xcode to the installed plugin, whose own manifest declares that library.
    const pluginDir = path.resolve(packageDir, local);
    const installed = JSON.parse((await text(path.join(pluginDir, 'package.json'))) || '{}') as { name?: string };
    const library = await text(path.join(pluginDir, 'Package.swift'));
    if (
      installed.name !== plugin.npm ||
      !new RegExp(`\\.library\\(\\s*name:\\s*"${escape(plugin.swift)}"`).test(library)
    ) {
      problems.push(`ios: Package.swift's path for ${plugin.swift} does not reach ${plugin.npm}'s Package.swift`);
    }
  }
  return problems;
}
