import type { Config } from '../../config.ts';

/**
 * Where a host of this server is opened from when no request says it (the CLI, a start's notice):
 * behind a proxy (TRUST_PROXY), over https on its default port; else on this server's own port.
 */
export const originOf = (config: Pick<Config, 'TRUST_PROXY' | 'PORT'>, host: string): string =>
  config.TRUST_PROXY ? `https://${host}` : `http://${host}:${config.PORT}`;
