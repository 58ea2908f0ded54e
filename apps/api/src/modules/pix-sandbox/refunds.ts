import { and, eq, inArray } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { sandboxPixCharges, sandboxPixRefunds } from '../../db/schema/sandbox-pix.ts';
import { pixOf, postToWebhook, type SandboxCharge } from './charges.ts';

export type SandboxRefund = typeof sandboxPixRefunds.$inferSelect;

const cents = (valor: string) => Number(valor.replace('.', ''));

/** The devolução as API Pix answers it (`Devolucao`). */
export const devolucaoAnswer = (refund: SandboxRefund, status: SandboxRefund['status'] = refund.status) => ({
  id: refund.id,
  rtrId: refund.rtrId,
  valor: refund.amount,
  horario: {
    solicitacao: refund.requestedAt.toISOString(),
    ...(status === 'DEVOLVIDO' && refund.settledAt ? { liquidacao: refund.settledAt.toISOString() } : {}),
  },
  status,
});

/** A return's endToEndId as SPI makes them: D, the PSP's ISPB, yyyyMMddHHmm, 11 letters and digits. */
function rtrId(at: Date): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(0, 12);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `D99999999${stamp}${Array.from({ length: 11 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** The paid charge of this client whose Pix is `endToEndId`, or null. */
async function paidCharge(db: Database, clientId: string, endToEndId: string): Promise<SandboxCharge | null> {
  const [charge] = await db
    .select()
    .from(sandboxPixCharges)
    .where(and(eq(sandboxPixCharges.endToEndId, endToEndId), eq(sandboxPixCharges.clientId, clientId)));
  return charge ?? null;
}

export async function findRefund(
  db: Database,
  clientId: string,
  endToEndId: string,
  id: string,
): Promise<SandboxRefund | null> {
  const [refund] = await db
    .select()
    .from(sandboxPixRefunds)
    .where(
      and(
        eq(sandboxPixRefunds.endToEndId, endToEndId),
        eq(sandboxPixRefunds.id, id),
        eq(sandboxPixRefunds.clientId, clientId),
      ),
    );
  return refund ?? null;
}

/**
 * `PUT /pix/{e2eid}/devolucao/{id}`: returns `amount` of a Pix this client received. The same id
 * again answers the devolução it made ('existing'), never a second one; a Pix not found, or an
 * amount beyond what is left of it, is refused. The sandbox settles at once (a PSP takes seconds):
 * a new devolução is kept DEVOLVIDO, answered EM_PROCESSAMENTO as the spec shows, and told to the
 * webhook like a payment.
 */
export async function putRefund(
  db: Database,
  ask: { clientId: string; endToEndId: string; id: string; amount: string; description: string | null },
): Promise<
  | { outcome: 'created'; refund: SandboxRefund; charge: SandboxCharge }
  | { outcome: 'existing'; refund: SandboxRefund }
  | { outcome: 'not_found' }
  | { outcome: 'too_much' }
> {
  const charge = await paidCharge(db, ask.clientId, ask.endToEndId);
  if (!charge) return { outcome: 'not_found' };
  const existing = await findRefund(db, ask.clientId, ask.endToEndId, ask.id);
  if (existing) return { outcome: 'existing', refund: existing };
  const before = await db.select().from(sandboxPixRefunds).where(eq(sandboxPixRefunds.endToEndId, ask.endToEndId));
  const returned = before.filter((r) => r.status !== 'NAO_REALIZADO').reduce((sum, r) => sum + cents(r.amount), 0);
  if (returned + cents(ask.amount) > cents(charge.amount)) return { outcome: 'too_much' };
  const now = new Date();
  const [refund] = await db
    .insert(sandboxPixRefunds)
    .values({ ...ask, rtrId: rtrId(now), status: 'DEVOLVIDO', requestedAt: now, settledAt: now })
    .onConflictDoNothing()
    .returning();
  // Asked twice at once: the other request made it.
  if (!refund) return { outcome: 'existing', refund: (await findRefund(db, ask.clientId, ask.endToEndId, ask.id))! };
  return { outcome: 'created', refund, charge };
}

/** Tells the key's webhook of the devolução, as `pix[].devolucoes` of the Pix it returns. */
export function notifyRefund(db: Database, charge: SandboxCharge, refund: SandboxRefund): Promise<string> {
  return postToWebhook(db, charge.chave, [{ ...pixOf(charge), devolucoes: [devolucaoAnswer(refund)] }]);
}

/** The devoluções of these Pix, for the page. */
export async function refundsOf(db: Database, endToEndIds: string[]): Promise<SandboxRefund[]> {
  if (!endToEndIds.length) return [];
  return db.select().from(sandboxPixRefunds).where(inArray(sandboxPixRefunds.endToEndId, endToEndIds));
}
