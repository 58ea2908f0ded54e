import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Messenger } from '../../providers/messenger.ts';
import type { SocialVerifiers } from '../../providers/social.ts';
import type { FailureBudget, Limiter } from '../../http/rate-limits.ts';
import type { CodeSendLimit } from './code-sends.ts';

/** What the account services need, built once in routes.ts. */
export type AccountsContext = {
  db: Database;
  config: Config;
  codeKey: string;
  send: Messenger;
  social: SocialVerifiers;
  limits: {
    /** Failed sign-in attempts of an address. */
    loginPerIp: FailureBudget;
    /** Account searches of recovery, each one counted: an answer tells whether an account exists. */
    recoveryPerIp: Limiter;
    loginPerIdentifier: Limiter;
    signUpsPerIp: Limiter;
    signUpsPerIdentifier: Limiter;
    /** Every code sent to a phone or an e-mail. */
    codeSends: CodeSendLimit;
  };
};
