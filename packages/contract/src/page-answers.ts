/**
 * The answers a page of the customer app asks for first, sent with the page itself (decision
 * 0046): the server runs those reads while it sends index.html and writes their answers into it,
 * and the app's first calls take them instead of waiting for a round trip each.
 */

/** The `<script type="application/json">` holding them. */
export const pageAnswersElementId = 'page-answers';

/** Each answer by its call's key (pageAnswerKey). */
export type PageAnswers = Record<string, unknown>;

type Fields = Record<string, unknown>;

/**
 * What names one read among a page's answers: the call's path and the fields it sends, by name,
 * without the empty ones and without `validate`, which every call carries. The server and the app
 * both key by this function, so an answer is found whatever order the fields were written in.
 */
export function pageAnswerKey(path: string, fields: object): string {
  const sent = Object.entries(fields as Fields)
    .filter(([name, value]) => name !== 'validate' && value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .sort();
  return `${path}?${sent.join('&')}`;
}
