import type { CallAnswer } from '@delivery/contract/call';
import type { platformCalls } from '@delivery/contract/calls/platform';
import { locale } from '@delivery/contract/constants';
import { fill } from '../lib/messages.ts';
import { consoleMessages } from './messages.ts';

/** How the audit log's rows read: the API keeps them in its own terms (platform module's service.ts). */

export type AuditEntry = CallAnswer<typeof platformCalls.platformAudit>['entries'][number];

const text = consoleMessages.audit;

/** The address the CLI's rows carry: a shell on the server, not a browser. */
const cliAddress = 'cli';

/** Who may be named: the tenants by id, and the administrators the console knows, by id. */
export type KnownNames = { tenants: ReadonlyMap<number, string>; admins: ReadonlyMap<number, string> };

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });

/** '29/11/2026, 10:05:13': to the second, as several rows often share a minute. */
export const whenOf = (entry: AuditEntry): string => dateTime.format(new Date(entry.at));

export const actionOf = (entry: AuditEntry): string => text.actions[entry.action] ?? entry.action;

/** The administrator; the CLI; or nobody, for a refused sign-in. */
export const whoOf = (entry: AuditEntry): string => entry.admin ?? (entry.ip === cliAddress ? text.cli : text.nobody);

export const addressOf = (entry: AuditEntry): string => (entry.ip === cliAddress ? text.nobody : entry.ip);

/**
 * 'profile:12' and 'admin:3' by name when the console knows it, else by number; an e-mail (a
 * refused sign-in's) as it is.
 */
export function targetOf(entry: AuditEntry, known: KnownNames): string {
  const [, kind, digits] = /^(profile|admin):(\d+)$/.exec(entry.target) ?? [];
  if (!kind || !digits) return entry.target;
  const id = Number(digits);
  if (kind === 'admin') return known.admins.get(id) ?? fill(text.adminTarget, { id });
  const name = known.tenants.get(id);
  return name ? fill(text.namedTenantTarget, { name, id }) : fill(text.tenantTarget, { id });
}

/**
 * What the row's action alone does not say: a sign-in that spent a recovery code, the host of a
 * domain's row, the e-mail of a person's.
 */
export function detailOf(entry: AuditEntry): string | null {
  const after = entry.after as { method?: unknown; host?: unknown; email?: unknown } | null;
  if (entry.action === 'sign-in' && after?.method === 'recovery-code') return text.withRecoveryCode;
  const named = after?.host ?? after?.email;
  return typeof named === 'string' ? named : null;
}
