/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure context,
 * with permission), else the old select-and-copy, which still works in webviews that lack it.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the fallback below may still work.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    // Deprecated, yet the only way left when the Clipboard API is missing or refused.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
