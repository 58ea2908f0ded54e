import { defaultEnvironment } from '@delivery/contract/constants';

/**
 * The environment the server runs in. The API rewrites `<meta name="app-env">` of index.html to
 * its APP_ENV ('sandbox' or 'production'), so one build serves both; docs/product.md's default is
 * 'production'.
 */
export function readAppEnvironment(doc: Pick<Document, 'querySelector'> = document): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="app-env"]')?.content.trim();
  return content ? content : defaultEnvironment;
}

export const appEnvironment = readAppEnvironment();

export const isProduction = appEnvironment === defaultEnvironment;
