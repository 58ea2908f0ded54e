import { App } from '@capacitor/app';
import { Device } from '@capacitor/device';

/** The installed app and the phone it runs on, as the stores and the OS report them. */
export type NativeIdentity = {
  platform: string;
  osVersion: string;
  /** The store version (versionName, CFBundleShortVersionString): getInfoApp's `versao`. */
  version: string;
  /** The name under the icon: getInfoApp's `app_name`. */
  name: string;
};

let identity: Promise<NativeIdentity> | null = null;

/** Read once per start: none of it changes while the app runs. */
export function nativeIdentity(): Promise<NativeIdentity> {
  identity ??= Promise.all([Device.getInfo(), App.getInfo()]).then(([device, app]) => ({
    platform: device.platform,
    osVersion: device.osVersion,
    version: app.version,
    name: app.name,
  }));
  return identity;
}

/** docs/product.md section 3: the sign-in's `midia_source` on mobile, platform#OS version#app version. */
export const midiaSourceOf = (app: NativeIdentity): string => `${app.platform}#${app.osVersion}#${app.version}`;
