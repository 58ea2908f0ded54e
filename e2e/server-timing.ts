/**
 * Seconds before the journeys' server sends another code to the same phone (CODE_RESEND_SECONDS,
 * journey-server.ts): the spec's minute is the API's default, and a journey that sends two codes
 * to one phone waited it out. Long enough that one asking again at once still meets the refusal.
 */
export const codeResendSeconds = 20;
