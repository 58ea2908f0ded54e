import { getItem, setItem, storageKeys } from '../../lib/storage.ts';

export type ConsentChoice = 'accepted' | 'declined';

/** The visitor's kept answer to the cookie popup; null when never answered (or unreadable storage). */
export async function readConsent(): Promise<ConsentChoice | null> {
  const stored = await getItem(storageKeys.cookieConsent).catch(() => null);
  return stored?.choice === 'accepted' || stored?.choice === 'declined' ? stored.choice : null;
}

export async function saveConsent(choice: ConsentChoice): Promise<void> {
  await setItem(storageKeys.cookieConsent, { choice, date: new Date().toISOString() });
}

/** Whether the visitor already acknowledged the privacy notice on this device. */
export async function readPrivacyNoticeSeen(): Promise<boolean> {
  return (await getItem(storageKeys.privacyNoticeSeen).catch(() => null)) !== null;
}

export async function savePrivacyNoticeSeen(): Promise<void> {
  await setItem(storageKeys.privacyNoticeSeen, new Date().toISOString());
}
