/*
 * The visitor's answers to the start-up popups, kept in localStorage (decision 0042): read at once
 * when the popups would be drawn, with no wait for the device database and no flash of a popup
 * already answered. Unreadable storage (a private mode's) asks again on the next visit.
 */

export type ConsentChoice = 'accepted' | 'declined';

const consentKey = 'cookie_consent';
const noticeKey = 'privacy_notice_seen';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept: the popup asks again next time, and this visit goes on with the answer given.
  }
}

/** The kept answer to the cookie popup; null when never answered. */
export function readConsent(): ConsentChoice | null {
  try {
    const stored = JSON.parse(read(consentKey) ?? 'null') as { choice?: unknown } | null;
    return stored?.choice === 'accepted' || stored?.choice === 'declined' ? stored.choice : null;
  } catch {
    return null;
  }
}

/** Keeps the answer with when it was given. */
export function saveConsent(choice: ConsentChoice): void {
  write(consentKey, JSON.stringify({ choice, date: new Date().toISOString() }));
}

export const readPrivacyNoticeSeen = (): boolean => read(noticeKey) !== null;

export const savePrivacyNoticeSeen = (): void => write(noticeKey, new Date().toISOString());
