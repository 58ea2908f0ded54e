/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { pageAnswersElementId } from '@delivery/contract/page-answers';

/** The last page the server sent: every route of the app is the same index.html, so one is kept. */
const SHELL_CACHE = 'app-shell';
const SHELL_KEY = '/';
export const OFFLINE_PAGE = '/offline.html';

/** Paths the server answers itself (apps/api/src/http/web-app.ts): never the app's page. */
const serverPaths = /^\/(api|dev|docs|openapi\.json|health|media|painel|pwa)(\/|$)/;

/** A network this slow is as good as none: the kept page answers, the network's refreshes it. */
const NETWORK_TIMEOUT_MS = 4_000;

const isAppPage = (url: URL): boolean => !serverPaths.test(url.pathname) && !url.pathname.includes('.');

/** The answers a page came with (decision 0046): no '<' inside, the server escapes them. */
const pageAnswers = new RegExp(`<script type="application/json" id="${pageAnswersElementId}">[^<]*</script>`);

/**
 * Keeps the page without the answers it came with: opened offline, maybe days later, its app
 * shows what the device kept and asks the API again, never answers as old as the page.
 */
async function keepShell(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return;
  const page = (await response.text()).replace(pageAnswers, '');
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, new Response(page, { status: response.status, headers: response.headers }));
}

async function keptPage(appPage: boolean): Promise<Response> {
  const shell = appPage ? await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE }) : undefined;
  return shell ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

/**
 * Pages come from the network, and the app's pages are kept as they come. Offline (or after
 * NETWORK_TIMEOUT_MS without an answer) an app page is the kept one, whose app then shows what the
 * device has (the profile, shops and menus seen); with none kept, or for a page that is not the
 * app's, the offline page: 'Sem conexão' and a way to try again.
 */
export async function handleNavigation({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const appPage = isAppPage(new URL(request.url));
  const network = fetch(request).then((response) => {
    if (appPage) (event as ExtendableEvent).waitUntil(keepShell(response.clone()));
    return response;
  });
  // Answered by the kept page while it was slow, its failure is no one's to handle.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const shell = appPage ? await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE }) : undefined;
    return shell ?? (await network);
  } catch {
    return keptPage(appPage);
  } finally {
    clearTimeout(timer);
  }
}

/** Replaces the kept page with the server's current one; offline, the old one stays. */
export async function refreshShell(): Promise<void> {
  try {
    await keepShell(await fetch(SHELL_KEY, { cache: 'no-cache' }));
  } catch {
    // Offline while activating: the page kept still opens the previous version's precache, or
    // the next page asked for replaces it.
  }
}
