// The offline page (offline.html) tries again by itself once the device is back online.
addEventListener('online', () => location.reload());
