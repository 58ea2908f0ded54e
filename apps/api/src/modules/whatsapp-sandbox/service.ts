/* The sandbox's stand-in of Meta's WhatsApp Cloud API (routes.ts): what a tenant's account names to use it. */

/** The sandbox's WhatsApp business number and the Meta app around it: what a tenant's account names in sandbox. */
export const sandboxWhatsApp = {
  phoneNumberId: '100000000000001',
  businessAccountId: '200000000000001',
  /** A second business account of the sandbox's, with no template submitted yet. */
  emptyBusinessAccountId: '200000000000002',
  displayPhone: '+55 19 99999-0000',
  accessToken: 'sandbox-whatsapp-token',
  appSecret: 'sandbox-whatsapp-app-secret',
} as const;
