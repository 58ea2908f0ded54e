import { defaultEnvironment } from '@delivery/contract/constants';

/**
 * The server rewrites `<meta name="app-env">` of index.html to its APP_ENV (as for the customer
 * app), so one build serves sandbox and production and the panel can say which it is.
 */
const content =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLMetaElement>('meta[name="app-env"]')?.content.trim() ?? '');

export const isSandbox = (content || defaultEnvironment) !== defaultEnvironment;
