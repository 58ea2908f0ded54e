import { appInfoCalls } from '@delivery/contract/calls/app-info';
import type { CallInput } from '@delivery/contract/call';
import { call, expectSuccess } from '../../lib/api-client.ts';
import { currentPlatform } from '../../lib/platform.ts';
import { version } from '../../../package.json';

/** SPEC.md section 7's getInfoApp body: the profile, where the app runs, its name, version and system. */
export function appInfoBody(profileId: number, appName: string): CallInput<typeof appInfoCalls.getInfoApp> {
  return { profile_id: profileId, ambiente: 'web', app_name: appName, versao: version, sistema: currentPlatform() };
}

/** The store address to update from, or null when there is none (or it is not an https address). */
export async function findUpdate(profileId: number, appName: string): Promise<{ url: string; message: string } | null> {
  const answer = expectSuccess(await call(appInfoCalls.getInfoApp, appInfoBody(profileId, appName)));
  // Only an https address is opened: the answer is shown as a link the customer follows.
  if (!/^https:\/\/\S+$/i.test(answer.url_update_app)) return null;
  return { url: answer.url_update_app, message: answer.message_update };
}
