import { locale } from '@delivery/contract/constants';
import { formatDeduction, formatReais } from '@delivery/contract/money';
import type { TStatement } from '@delivery/contract/statements';
import { fill } from '../../lib/messages.ts';
import { statementMessages } from './statement-messages.ts';

const text = statementMessages;

type Formatters = { key: Intl.DateTimeFormat; moment: Intl.DateTimeFormat };
const formatters = new Map<string, Formatters>();
/**
 * A statement's days are the shop's: a week from Monday in São Paulo starts at 03:00 UTC, so its
 * instants are read in the time zone the statement carries (`time_zone`), never the device's.
 */
function formattersOf(timeZone: string): Formatters {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      // 'en-CA' writes a date as 2026-11-29: the calendar day, in the shop's zone.
      key: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      moment: new Intl.DateTimeFormat(locale, {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The calendar day ('2026-11-29') an instant falls on in `timeZone`. */
export const dayIn = (at: string | number, timeZone: string): string =>
  formattersOf(timeZone).key.format(typeof at === 'string' ? new Date(at) : at);

/** '29/11' of a calendar day; '29/11/2026' with the year. */
export function formatDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/** '27/11, 19:40' in the shop's time zone. */
export const formatMoment = (iso: string, timeZone: string): string =>
  formattersOf(timeZone).moment.format(new Date(iso));

/** The first and the last day of the period: it ends the instant before the next one begins. */
export function periodDays(statement: Pick<TStatement, 'from' | 'to'>, timeZone: string) {
  return { first: dayIn(statement.from, timeZone), last: dayIn(Date.parse(statement.to) - 1, timeZone) };
}

/** '23/11 a 29/11', or with the years '23/11/2026 a 29/11/2026'. */
export function formatPeriod(statement: Pick<TStatement, 'from' | 'to'>, timeZone: string, withYear = false): string {
  const { first, last } = periodDays(statement, timeZone);
  return fill(text.period, { from: formatDay(first, withYear), to: formatDay(last, withYear) });
}

/** 'Aberto', 'Fechado', 'Pago em 01/12'. */
export function statusText(statement: Pick<TStatement, 'status' | 'paid'>): string {
  return statement.paid ? fill(text.paidOn, { date: formatDay(statement.paid.on) }) : text.status[statement.status];
}

/** An amount of the statement with its sign: what is taken off reads '−R$ 5,00'. */
export const formatSigned = (reais: number): string => (reais < 0 ? formatDeduction(-reais) : formatReais(reais));

export type BalanceTone = 'receive' | 'pay' | 'settled';

/** Which way the money goes: positive, the marketplace pays the shop; negative, the shop pays it. */
export const balanceTone = (balance: number): BalanceTone =>
  balance > 0 ? 'receive' : balance < 0 ? 'pay' : 'settled';

/**
 * The balance in the shop's words: 'A receber R$ 1.234,56', 'A pagar R$ 97,00', 'Nada a acertar';
 * once paid, 'Recebido' or 'Pago'.
 */
export function balanceWords(balance: number, paid = false): { tone: BalanceTone; label: string; amount: string } {
  const tone = balanceTone(balance);
  const amount = tone === 'settled' ? '' : formatReais(Math.abs(balance));
  const labels: Record<BalanceTone, string> = paid
    ? { receive: text.balance.received, pay: text.balance.paid, settled: text.balance.settled }
    : { receive: text.balance.receive, pay: text.balance.pay, settled: text.balance.settled };
  return { tone, label: labels[tone], amount };
}

/** The colour of each way: green is money coming to the shop, amber money it owes. */
export const toneClass: Record<BalanceTone, string> = {
  receive: 'text-emerald-800',
  pay: 'text-amber-800',
  settled: 'text-ink-900',
};
