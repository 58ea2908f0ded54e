import { apiMessages, formatMessage } from '@delivery/contract/messages';

type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  values?: readonly unknown[];
  errors?: readonly (readonly Issue[])[];
};

const typeNames: Record<string, string> = {
  number: 'um número',
  int: 'um número inteiro',
  string: 'um texto',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  file: 'um arquivo',
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function reason(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `deve ser ${typeNames[issue.expected ?? ''] ?? issue.expected ?? 'outro tipo'}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `deve ter no máximo ${issue.maximum} caracteres`
        : `deve ser no máximo ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `deve ter ao menos ${issue.minimum} caracteres`
        : issue.inclusive === false
          ? `deve ser maior que ${issue.minimum}`
          : `deve ser ao menos ${issue.minimum}`;
    case 'invalid_value':
      return `use um destes valores: ${(issue.values ?? []).map(String).join(', ')}`;
    case 'invalid_union': {
      const first = issue.errors?.[0]?.[0];
      return first ? reason(first) : 'formato inválido';
    }
    case 'invalid_format':
    case 'custom':
      // A schema's own pt-BR hint (set with .regex(re, hint) or .refine(check, hint)) wins over the generic one.
      return /^[a-zà-ú]/.test(issue.message) ? issue.message : 'formato inválido';
    default:
      return 'formato inválido';
  }
}

/** The pt-BR message of a failed body validation, naming the first offending field. */
export function validationMessage(issues: readonly Issue[], body: unknown): string {
  const issue = issues[0];
  if (!issue) return formatMessage(apiMessages.fieldInvalid, { field: 'body', reason: 'formato inválido' });
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  if (issue.path.length && valueAt(body, issue.path) === undefined) {
    return formatMessage(apiMessages.fieldRequired, { field });
  }
  return formatMessage(apiMessages.fieldInvalid, { field, reason: reason(issue) });
}
