/** The oldest PostgreSQL the API runs on: the one CI's integration suite runs on (decision 0062). */
const OLDEST_MAJOR = 15;

/**
 * Refuses a server older than the supported range, before a migration could half-apply on it:
 * the start-up stops with a sentence an operator can act on, not a syntax error from the middle
 * of a migration.
 */
export function refuseUnsupportedPostgres(serverVersionNum: number): void {
  const major = Math.floor(serverVersionNum / 10_000);
  if (major >= OLDEST_MAJOR) return;
  throw new Error(
    `PostgreSQL ${OLDEST_MAJOR} or newer is needed; this server is ${major}.${serverVersionNum % 10_000} (decision 0062)`,
  );
}
