import { syncNative, type Platform } from './sync.ts';
import { readTenantBuild } from './tenant-build.ts';

/** `npm run native:sync [-- android|ios]`: the tenant of the APP_* variables (README, "The native apps"). */
const platforms = process.argv.slice(2).filter((arg): arg is Platform => arg === 'android' || arg === 'ios');
try {
  const tenant = readTenantBuild(process.env);
  await syncNative(tenant, platforms.length ? { platforms } : {});
  console.log(
    `[native] ${tenant.appName} (${tenant.appId}) ${tenant.version} → ${tenant.apiUrl}, perfil ${tenant.profileId}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
