import { appInfoCalls } from '@delivery/contract/calls/app-info';
import type { CallInput } from '@delivery/contract/call';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../lib/api-client.ts';
import { currentPlatform, isNativePlatform } from '../../lib/platform.ts';
import { version } from '../../../package.json';

type AppInfoBody = CallInput<typeof appInfoCalls.getInfoApp>;

/**
 * docs/product.md section 7's getInfoApp body: the profile, where the app runs, its name, version and
 * system. The native app sends the installed app's own name and store version (the API answers
 * an update only to a native app older than its platform's published release); the web sends
 * the profile's title and the web package's version.
 */
export async function appInfoBody(profileId: number, appName: string): Promise<AppInfoBody> {
  if (!isNativePlatform()) {
    return { profile_id: profileId, ambiente: 'web', app_name: appName, versao: version, sistema: 'web' };
  }
  const { nativeIdentity } = await import('../../lib/native/app-identity.ts');
  const app = await nativeIdentity();
  return {
    profile_id: profileId,
    ambiente: 'app',
    app_name: app.name,
    versao: app.version,
    sistema: currentPlatform(),
  };
}

/** The store address to update from, or null when there is none (or it is not an https address). */
export async function findUpdate(profileId: number, appName: string): Promise<{ url: string; message: string } | null> {
  const answer = expectSuccess(await call(appInfoCalls.getInfoApp, await appInfoBody(profileId, appName)));
  // Only an https address is opened: the answer is shown as a link the customer follows.
  if (!/^https:\/\/\S+$/i.test(answer.url_update_app)) return null;
  return { url: answer.url_update_app, message: answer.message_update };
}
