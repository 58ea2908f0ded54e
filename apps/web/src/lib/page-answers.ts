import { pageAnswerKey, pageAnswersElementId, type PageAnswers } from '@delivery/contract/page-answers';

/**
 * The reads the server answered with the page (decision 0046), each taken once: a later call of
 * the same read (a refetch, another city) goes to the network. A page without them, or with
 * unreadable ones, simply asks the API.
 */
const answers = new Map<string, unknown>(Object.entries(readAnswers()));

function readAnswers(): PageAnswers {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById(pageAnswersElementId);
  if (!element) return {};
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as PageAnswers) : {};
  } catch {
    return {};
  }
}

/** The answer the page came with for this read, once; undefined when it came with none. */
export function takePageAnswer(path: string, fields: object): unknown {
  if (answers.size === 0) return undefined;
  const key = pageAnswerKey(path, fields);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
