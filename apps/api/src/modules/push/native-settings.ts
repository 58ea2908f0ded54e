import type { Config } from '../../config.ts';
import type { ApnsSettings, FcmSettings } from '../../providers/native-push.ts';

/** The native providers' settings from the configuration: each null when its credentials are not set. */
export function nativePushSettings(config: Config): { fcm: FcmSettings | null; apns: ApnsSettings | null } {
  const fcm = config.FCM_SERVICE_ACCOUNT
    ? { serviceAccountFile: config.FCM_SERVICE_ACCOUNT, apiUrl: config.FCM_API_URL }
    : null;
  const apns =
    config.APNS_KEY_FILE && config.APNS_KEY_ID && config.APNS_TEAM_ID
      ? {
          keyFile: config.APNS_KEY_FILE,
          keyId: config.APNS_KEY_ID,
          teamId: config.APNS_TEAM_ID,
          topics: config.APNS_TOPICS,
          url: config.APNS_URL,
        }
      : null;
  return { fcm, apns };
}
