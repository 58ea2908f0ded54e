/**
 * An error as the log keeps it. A failed query's error carries the values it was sent (addresses,
 * CPF, phone, e-mail) in its message and `params`, and the database's own error may quote a value
 * in its message or `detail`: the log keeps the query text, the SQLSTATE code, the constraint and
 * where it failed, and masks every quoted value.
 */
export function loggableError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
} {
  const fields: Record<string, unknown> = { ...error };
  for (const personal of ['params', 'detail', 'where', 'hint', 'internalQuery']) delete fields[personal];
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const message = query ? `Failed query: ${query}` : maskQuoted(error.message);
  return {
    ...fields,
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
    ...(error.cause instanceof Error ? { cause: loggableError(error.cause) } : {}),
  };
}

/** 'invalid input syntax for type integer: "Rua X, 10"' → '… integer: "…"'. */
const maskQuoted = (text: string) => text.replace(/"[^"]*"/g, '"…"');
