/*
 * What an opening period means, without zod: the apps read periods with this, the contract's
 * schemas (shop-hours.ts) accept them by the same rule.
 */

/** A period that closes at the time it opens ('00:00' to '00:00') runs the whole day. */
export const isAllDay = (period: { opens: string; closes: string }): boolean => period.opens === period.closes;
