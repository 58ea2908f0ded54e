import { App } from '@capacitor/app';
import { appPathOf } from '../app-link-path.ts';

/**
 * Links that open the app (Android App Links and the app's scheme; iOS's scheme and universal
 * links): the one that launched it, and each one after while it runs, become a page of the app.
 */
export async function onAppLinks(apiHost: string, open: (path: string) => void): Promise<void> {
  void App.addListener('appUrlOpen', ({ url }) => {
    const path = appPathOf(url, apiHost);
    if (path) open(path);
  });
  const launch = await App.getLaunchUrl();
  const path = launch?.url ? appPathOf(launch.url, apiHost) : null;
  if (path) open(path);
}
