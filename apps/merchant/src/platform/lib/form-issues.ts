import type { z } from 'zod';

/** What is wrong with a form, by the API's field name ('host'), in the contract's words. */
export type FormIssues = Partial<Record<string, string>>;

/** 'informe o nome do cliente' as a sentence under its field. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * A form checked by the call's own schema before it is sent: the console refuses what the API
 * would, with the same words, under the field concerned; null when the API would take it.
 */
export function issuesOf(schema: z.ZodType, input: unknown): FormIssues | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issues: FormIssues = {};
  for (const issue of result.error.issues) issues[String(issue.path[0] ?? '')] ??= sentence(issue.message);
  return issues;
}
