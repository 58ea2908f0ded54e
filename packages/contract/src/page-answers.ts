import { fieldsQuery } from './call.ts';

/**
 * The answers a page of the customer app asks for first, sent with the page itself (decision
 * 0046): the server runs those reads while it sends index.html and writes their answers into it,
 * and the app's first calls take them instead of waiting for a round trip each.
 */

/** The `<script type="application/json">` holding them. */
export const pageAnswersElementId = 'page-answers';

/** Each answer by its call's key (pageAnswerKey). */
export type PageAnswers = Record<string, unknown>;

export function pageAnswerKey(path: string, fields: object): string {
  const byName = Object.entries(fields)
    .filter(([name]) => name !== 'validate')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${fieldsQuery(Object.fromEntries(byName))}`;
}
