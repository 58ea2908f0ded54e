/**
 * Seconds before the journeys' server sends another code to the same phone (CODE_RESEND_SECONDS,
 * journey-server.ts): the spec's minute is the API's default, and a journey that sends two codes
 * to one phone waits this out, idle. Long enough that one asking again at once (the next click,
 * under a second later) still meets the refusal on a busy machine; 20 s left three journeys idle
 * for a minute in all.
 */
export const codeResendSeconds = 8;
