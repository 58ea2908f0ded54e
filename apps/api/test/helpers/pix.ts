import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { pixProviders } from '../../src/db/schema/payments.ts';
import { sandboxPix } from '../../src/modules/pix-sandbox/service.ts';
import { tlsFixture } from './tls-fixture.ts';

export type SandboxProvider = {
  id: number;
  pixKey: string;
  webhookSecret: string;
  /** The webhook address the PSP posts to, with `secret` in place of the provider's. */
  webhookPath(secret?: string): string;
};

/**
 * Points a shop at the sandbox PSP of this server (it must listen: the client speaks HTTP to it).
 * The client certificate and key are set too, so tests can look for them in every answer; over
 * plain HTTP they are simply not used.
 */
export async function sandboxProviderFor(
  db: Database,
  shop: { profileId: number; shopId: number; pixKey?: string },
  overrides: Partial<typeof pixProviders.$inferInsert> = {},
): Promise<SandboxProvider> {
  const pixKey = shop.pixKey ?? `pix-${randomBytes(4).toString('hex')}@lojateste.com.br`;
  const webhookSecret = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(pixProviders)
    .values({
      profileId: shop.profileId,
      shopId: shop.shopId,
      baseUrl: sandboxPix.baseUrl,
      tokenUrl: sandboxPix.tokenUrl,
      clientId: sandboxPix.clientId,
      clientSecret: sandboxPix.clientSecret,
      tlsCert: tlsFixture('client.crt'),
      tlsKey: tlsFixture('client.key'),
      pixKey,
      webhookSecret,
      ...overrides,
    })
    .returning({ id: pixProviders.id });
  const id = row!.id;
  return {
    id,
    pixKey,
    webhookSecret,
    webhookPath: (secret = webhookSecret) => `/api/pix/webhook/${id}/${encodeURIComponent(secret)}/pix`,
  };
}

/**
 * The sandbox PSP of the app listening at `origin`, by its full address: any app on the same
 * database then reaches it, not only the one that serves it (a relative address is each app's own).
 */
export const sandboxPspAt = (origin: string) => ({
  baseUrl: `${origin}${sandboxPix.baseUrl}`,
  tokenUrl: `${origin}${sandboxPix.tokenUrl}`,
});

export type SandboxChargeView = {
  txid: string;
  chave: string;
  amount: string;
  payer_request: string | null;
  copy_paste: string;
  state: 'open' | 'paid' | 'expired' | 'removed';
  expires_in: number;
  end_to_end_id: string | null;
  webhook_result: string | null;
};

/** The sandbox PSP's charge behind a copy-paste code, as its page lists it (JSON). */
export async function pspCharge(app: FastifyInstance, copyPaste: string): Promise<SandboxChargeView> {
  const res = await app.inject({ method: 'GET', url: '/dev/pix' });
  const charge = (res.json() as { charges: SandboxChargeView[] }).charges.find((c) => c.copy_paste === copyPaste);
  if (!charge) throw new Error('no charge at the sandbox PSP for this code');
  return charge;
}

/** A person pays the charge at the sandbox PSP; `notify: false` loses the webhook. */
export async function payAtPsp(app: FastifyInstance, txid: string, notify = true) {
  return app.inject({
    method: 'POST',
    url: `/dev/pix/charges/${txid}/pay`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ notify: notify ? '1' : '0' }),
  });
}
