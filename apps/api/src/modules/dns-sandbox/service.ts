import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxDnsRecords } from '../../db/schema/sandbox-dns.ts';

/** The sandbox's DNS zone: the TXT records a tester published, as a registrar's panel keeps them. */

export type SandboxRecord = typeof sandboxDnsRecords.$inferSelect;

const canonical = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

export async function txtRecordsOf(db: Database, name: string): Promise<string[]> {
  const rows = await db
    .select({ value: sandboxDnsRecords.value })
    .from(sandboxDnsRecords)
    .where(eq(sandboxDnsRecords.name, canonical(name)))
    .orderBy(asc(sandboxDnsRecords.id));
  return rows.map((row) => row.value);
}

export async function publishTxt(db: Database, name: string, value: string): Promise<void> {
  await db.insert(sandboxDnsRecords).values({ name: canonical(name), type: 'TXT', value: value.trim() });
}

export async function removeRecord(db: Database, id: number): Promise<void> {
  await db.delete(sandboxDnsRecords).where(eq(sandboxDnsRecords.id, id));
}

export async function recentRecords(db: Database, limit = 100): Promise<SandboxRecord[]> {
  return db.select().from(sandboxDnsRecords).orderBy(desc(sandboxDnsRecords.id)).limit(limit);
}
