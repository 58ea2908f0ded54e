import { profileCalls } from '@delivery/contract/calls/profile';
import type { Page } from '@playwright/test';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { withoutPageAnswers } from './helpers.ts';

type ProfileChange = (profile: TGetProfileResponse) => TGetProfileResponse;

/** Serves the tenant's real profile with some settings changed, as another tenant's configuration would be. */
export async function changeProfile(page: Page, change: ProfileChange): Promise<void> {
  // The page would come with the real profile's answer: the app must ask for it.
  await withoutPageAnswers(page);
  await page.route(`**${profileCalls.getProfile.path}`, async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as TGetProfileResponse;
    await route.fulfill({ response, json: change(profile) });
  });
}

export const withLogin =
  (login: Partial<TGetProfileResponse['login']>): ProfileChange =>
  (profile) => ({ ...profile, login: { ...profile.login, ...login } });
