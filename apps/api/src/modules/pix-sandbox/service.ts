/**
 * The sandbox PSP: a local payment provider speaking the Central Bank's API Pix at /dev/pix, so a
 * Pix order runs its whole course on a laptop. What the demo data needs to point a shop at it.
 */
export const sandboxPix = {
  /** Paths on this server: the API takes a provider's path alone as its own address (pix-gateway.ts). */
  baseUrl: '/dev/pix/api/v2',
  tokenUrl: '/dev/pix/oauth/token',
  /** The one client the sandbox PSP knows; not a secret of anything real. */
  clientId: 'pedeja-sandbox',
  clientSecret: 'sandbox-nao-e-segredo',
} as const;
