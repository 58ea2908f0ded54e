import { queryClient } from '../lib/query-client.ts';

/** How long the reads must have been quiet: a page that read its bag asks for its shop right after. */
const QUIET_MS = 150;
/** The longest the rest waits for the app to start watching (a start-up that never draws the shell). */
const CAP_MS = 8000;

let release = () => {};
const settled = new Promise<void>((resolve) => {
  release = resolve;
});
const cap = window.setTimeout(() => release(), CAP_MS);
let watching = false;

/**
 * Resolves once the first page has what it shows: after the app shell is drawn (watchFirstPage),
 * no read has been in flight for QUIET_MS. What the page does not need (the service worker and its
 * precache, the start-up extras, the session check) waits for it, so on a slow connection it takes
 * neither bandwidth nor one of the browser's few connections from the page's own reads.
 */
export const whenFirstPageSettled = (): Promise<void> => settled;

/** Called once the app shell is drawn (the texts and the profile are in); later calls do nothing. */
export function watchFirstPage(): void {
  if (watching) return;
  watching = true;
  let quiet = 0;
  const stop = queryClient.getQueryCache().subscribe(() => check());
  const check = () => {
    window.clearTimeout(quiet);
    if (queryClient.isFetching() !== 0) return;
    quiet = window.setTimeout(() => {
      stop();
      window.clearTimeout(cap);
      release();
    }, QUIET_MS);
  };
  check();
}
