import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell of one tenant's app (docs/decisions/0044). Each tenant's build sets these
 * (the README's "The native apps" lists them); `npm run native:sync` checks them
 * and builds the web app for the same values. Unset, the CLI gets the demo marketplace's, so
 * `npx cap` commands work on a fresh clone.
 */
const appId = process.env.APP_ID || 'br.com.exemplo.pedeja';
const appName = process.env.APP_NAME || 'Pede Já';

const config: CapacitorConfig = {
  appId,
  appName,
  // The web build made for the native values (VITE_API_URL, VITE_PROFILE_ID), never the site's dist.
  webDir: 'dist-native',
  // Android serves the app from https://localhost and iOS from capacitor://localhost: the two
  // origins the API answers CORS for (CORS_ORIGINS).
  server: { androidScheme: 'https', hostname: 'localhost' },
  plugins: {
    PushNotifications: { presentationOptions: ['alert', 'sound'] },
    CapacitorSQLite: { androidIsEncryption: false, iosIsEncryption: false },
  },
};

export default config;
