// The offline page (offline.html) tries again by itself once the device is back online. The
// 'online' event can come before the network answers (a phone's Wi-Fi joined but not yet routed,
// or the service worker still cut off), and the page then reloaded would be this one again with no
// event left to wait for: so it asks the server first, and keeps asking while the device says it
// is online.
const RETRY_MS = 2_000;

async function tryAgain() {
  if (!navigator.onLine) return; // the next 'online' event starts again
  try {
    await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    location.reload();
  } catch {
    setTimeout(tryAgain, RETRY_MS);
  }
}

addEventListener('online', tryAgain);
// Shown while the device says it is online: the server or the way to it was down a moment ago.
if (navigator.onLine) setTimeout(tryAgain, RETRY_MS);
