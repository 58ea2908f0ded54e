import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Messenger } from '../../providers/messenger.ts';
import type { SocialVerifiers } from '../../providers/social.ts';
import type { Limiter } from './rate-limits.ts';

/** What the account services need, built once in routes.ts. */
export type AccountsContext = {
  db: Database;
  config: Config;
  codeKey: string;
  send: Messenger;
  social: SocialVerifiers;
  limits: {
    loginPerIp: Limiter;
    loginPerIdentifier: Limiter;
    codeSendsPerIp: Limiter;
    codeSendsPerDestination: Limiter;
  };
};
