/** Business constants and limits of docs/product.md section 9. */
export const limits = {
  loadingOverlayTimeoutMs: 15_000,
  toastMs: 2_400,
  startupToastMs: 3_000,
  cartExpirySeconds: 3_600,
  /** Masked lengths: '(99) 99999-9999' and '999.999.999-99'. */
  phoneMaskedLength: 15,
  cpfMaskedLength: 14,
  codeLength: 4,
  /** Ours (docs/product.md sets none): the shortest password, OWASP's and NIST SP 800-63B's minimum. */
  passwordMinLength: 8,
  /** Hours a cached profile is trusted before it is fetched again (profile4api_getProfile). */
  profileCacheThresholdDefault: 3,
  loginCheckDelayMs: 250,
  pixelSetupDelayMs: 1_000,
  smartBannerDaysHidden: 1,
  smartBannerDaysReminder: 1,
  /** Ours, not docs/product.md's: the largest product photo a shop may upload (decision 0033). */
  photoMaxBytes: 10 * 1024 * 1024,
  /** Ours: seconds before the server sends another code to the same phone or e-mail; the app counts them down. */
  codeResendSeconds: 60,
  /** Ours: a scheduled order is delivered (or ready) within a slot this long from its start. */
  scheduleSlotMinutes: 30,
} as const;

export const masks = {
  phone: '(99) 99999-9999',
  cpf: '999.999.999-99',
  code: '9999',
} as const;

export const locale = 'pt-BR';
export const currency = 'BRL';
export const defaultEnvironment = 'production';
/** Profile id the mobile build is fixed to by configuration. */
export const mobileProfileId = 200;
export const defaultTimeZone = 'America/Sao_Paulo';

export const defaultPageMeta = {
  description: 'Peça pizza, lanches e comida japonesa dos melhores restaurantes da sua cidade, com entrega rápida.',
  keywords: 'delivery, pizza, lanches, comida japonesa, restaurantes, pedir comida',
} as const;

export const typeFlows = ['MARKETPLACE', 'SINGLE'] as const;
export type TypeFlow = (typeof typeFlows)[number];
