import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { request } from 'undici';
import type { Database } from '../../db/client.ts';
import { sandboxPixCharges, sandboxPixWebhooks } from '../../db/schema/sandbox-pix.ts';

export type SandboxCharge = typeof sandboxPixCharges.$inferSelect;

const isExpired = (charge: SandboxCharge) => Date.now() >= charge.createdAt.getTime() + charge.expiresInSeconds * 1000;

/** Open (ATIVA and not expired), paid, expired or removed, as the page names it. */
export function stateOf(charge: SandboxCharge): 'open' | 'paid' | 'expired' | 'removed' {
  if (charge.status === 'CONCLUIDA') return 'paid';
  if (charge.status !== 'ATIVA') return 'removed';
  return isExpired(charge) ? 'expired' : 'open';
}

/** The charge as API Pix answers it (`CobCompleta`), with the Pix that paid it. */
export function cobAnswer(charge: SandboxCharge) {
  return {
    calendario: { criacao: charge.createdAt.toISOString(), expiracao: charge.expiresInSeconds },
    txid: charge.txid,
    revisao: charge.revision,
    loc: { id: 1, location: charge.location, tipoCob: 'cob' },
    location: charge.location,
    status: charge.status,
    valor: { original: charge.amount },
    chave: charge.chave,
    ...(charge.payerRequest ? { solicitacaoPagador: charge.payerRequest } : {}),
    pixCopiaECola: charge.copyPaste,
    ...(charge.endToEndId ? { pix: [pixOf(charge)] } : {}),
  };
}

/** The Pix that paid a charge, as the webhook and `GET /cob` carry it. */
export const pixOf = (charge: SandboxCharge) => ({
  endToEndId: charge.endToEndId!,
  txid: charge.txid,
  valor: charge.amount,
  horario: charge.paidAt!.toISOString(),
  infoPagador: 'Pagamento de teste no sandbox',
});

export async function chargeByTxid(db: Database, txid: string): Promise<SandboxCharge | null> {
  const [row] = await db.select().from(sandboxPixCharges).where(eq(sandboxPixCharges.txid, txid));
  return row ?? null;
}

/** A charge of this client: another client's is not found, as with a PSP. */
export async function findCharge(db: Database, clientId: string, txid: string): Promise<SandboxCharge | null> {
  const [row] = await db
    .select()
    .from(sandboxPixCharges)
    .where(and(eq(sandboxPixCharges.txid, txid), eq(sandboxPixCharges.clientId, clientId)));
  return row ?? null;
}

/**
 * Where a payer's app would fetch the charge (a signed payload at a real PSP). A BR Code's location
 * takes no port nor scheme, so the sandbox's is a name that resolves nowhere: no app pays it.
 */
const LOCATION_HOST = 'sandbox.pix.pedeja.local';

/**
 * `PUT /cob/{txid}`: creates the charge, or revises it while ATIVA (null when it is not). Its BR
 * Code is dynamic, its location in place of a key, as a PSP's is.
 */
export async function putCharge(
  db: Database,
  charge: { clientId: string; txid: string; chave: string; amount: string; expiresIn: number; payerRequest?: string },
): Promise<SandboxCharge | null> {
  const existing = await findCharge(db, charge.clientId, charge.txid);
  if (existing) {
    if (existing.status !== 'ATIVA') return null;
    const [revised] = await db
      .update(sandboxPixCharges)
      .set({
        chave: charge.chave,
        amount: charge.amount,
        expiresInSeconds: charge.expiresIn,
        payerRequest: charge.payerRequest ?? null,
        revision: sql`${sandboxPixCharges.revision} + 1`,
      })
      .where(eq(sandboxPixCharges.txid, charge.txid))
      .returning();
    return revised!;
  }
  const location = `${LOCATION_HOST}/qr/${randomBytes(16).toString('hex')}`;
  const copyPaste = generatePixPayload({ url: location, merchantName: 'Pede Ja Sandbox', merchantCity: 'Campinas' });
  if (!copyPaste) throw new Error(`no BR Code for the location ${location}`);
  const [created] = await db
    .insert(sandboxPixCharges)
    .values({
      txid: charge.txid,
      clientId: charge.clientId,
      chave: charge.chave,
      amount: charge.amount,
      expiresInSeconds: charge.expiresIn,
      payerRequest: charge.payerRequest ?? null,
      status: 'ATIVA',
      location,
      copyPaste,
    })
    .returning();
  return created!;
}

/** `PATCH /cob/{txid}` with status REMOVIDA_PELO_USUARIO_RECEBEDOR: null when it is not ATIVA. */
export async function removeCharge(db: Database, clientId: string, txid: string): Promise<SandboxCharge | null> {
  const [removed] = await db
    .update(sandboxPixCharges)
    .set({ status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', revision: sql`${sandboxPixCharges.revision} + 1` })
    .where(
      and(
        eq(sandboxPixCharges.txid, txid),
        eq(sandboxPixCharges.clientId, clientId),
        eq(sandboxPixCharges.status, 'ATIVA'),
      ),
    )
    .returning();
  return removed ?? null;
}

export async function setWebhook(db: Database, chave: string, webhookUrl: string): Promise<void> {
  await db
    .insert(sandboxPixWebhooks)
    .values({ chave, webhookUrl })
    .onConflictDoUpdate({ target: sandboxPixWebhooks.chave, set: { webhookUrl, updatedAt: new Date() } });
}

export async function recentCharges(db: Database, limit = 50): Promise<SandboxCharge[]> {
  return db.select().from(sandboxPixCharges).orderBy(desc(sandboxPixCharges.createdAt)).limit(limit);
}

/** An endToEndId as SPI makes them: E, the payer PSP's ISPB, yyyyMMddHHmm, 11 letters and digits. */
function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(0, 12);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const tail = Array.from({ length: 11 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `E99999999${stamp}${tail}`;
}

/**
 * A person pays the charge from their bank's app: it must be open. Answers the paid charge, or
 * why it could not be paid.
 */
export async function payCharge(db: Database, txid: string): Promise<SandboxCharge | 'not_found' | 'not_open'> {
  const charge = await chargeByTxid(db, txid);
  if (!charge) return 'not_found';
  if (stateOf(charge) !== 'open') return 'not_open';
  const paidAt = new Date();
  const [paid] = await db
    .update(sandboxPixCharges)
    .set({ status: 'CONCLUIDA', paidAt, endToEndId: endToEndId(paidAt), webhookResult: 'none' })
    .where(and(eq(sandboxPixCharges.txid, txid), eq(sandboxPixCharges.status, 'ATIVA')))
    .returning();
  return paid ?? 'not_open';
}

/**
 * Posts these Pix to the webhook the key registered, plus '/pix', as a PSP does (over HTTP, like
 * any PSP's call); answers what came back.
 */
export async function postToWebhook(db: Database, chave: string, pix: object[]): Promise<string> {
  const [webhook] = await db.select().from(sandboxPixWebhooks).where(eq(sandboxPixWebhooks.chave, chave));
  if (!webhook) return 'sem webhook cadastrado';
  try {
    const res = await request(`${webhook.webhookUrl.replace(/\/+$/, '')}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix }),
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    await res.body.dump();
    return `HTTP ${res.statusCode}`;
  } catch (error) {
    return `falhou: ${(error as Error).message}`.slice(0, 200);
  }
}

/** Tells the webhook of the Pix that paid the charge, and keeps what came back. */
export async function notifyPaid(db: Database, charge: SandboxCharge): Promise<string> {
  const result = await postToWebhook(db, charge.chave, [pixOf(charge)]);
  await db.update(sandboxPixCharges).set({ webhookResult: result }).where(eq(sandboxPixCharges.txid, charge.txid));
  return result;
}
