/** Content hash of public/locales, set by vite.config.ts so a new text busts the browser cache. */
declare const __LOCALES_VERSION__: string;

interface ImportMetaEnv {
  /** Absolute API origin for the native shell; empty on the web, where the API is the same origin. */
  readonly VITE_API_URL?: string;
  /** The native shell's profile, fixed by configuration (docs/product.md section 9); unset on the web. */
  readonly VITE_PROFILE_ID?: string;
}
