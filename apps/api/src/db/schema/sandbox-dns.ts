import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The records of the sandbox's DNS zone (modules/dns-sandbox): what a tester publishes at /dev/dns
 * for the sandbox's name server to answer, as a registrar's DNS would. Only that module reads them.
 */
export const sandboxDnsRecords = pgTable(
  'sandbox_dns_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower case, no trailing dot: '_entrega-verificacao.pizzaria.com.br'. */
    name: text('name').notNull(),
    type: text('type').$type<'TXT'>().notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_dns_records_name_idx').on(t.name)],
);
