import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/customers.ts';
import { createMailSender } from './mail.ts';
import { createPhoneSender } from './sms.ts';

export type Message =
  | { channel: 'email'; to: string; subject: string; text: string }
  | { channel: 'sms' | 'voice'; to: string; text: string };

export type Messenger = (profileId: number, message: Message) => Promise<void>;

/**
 * Delivers mail, SMS and voice messages. In sandbox every message is also written to the outbox
 * (GET /dev/outbox), and a missing provider is not an error, so flows finish on a laptop; in
 * production a missing or failing provider is.
 */
export function createMessenger(db: Database, config: Config): Messenger {
  const mail = createMailSender(config.SMTP_URL, config.MAIL_FROM);
  const phone = createPhoneSender(config.SMS_API_URL, config.SMS_API_KEY);
  const sandbox = config.APP_ENV === 'sandbox';

  return async (profileId, message) => {
    if (sandbox) {
      await db.insert(outbox).values({
        profileId,
        channel: message.channel,
        destination: message.to,
        subject: message.channel === 'email' ? message.subject : '',
        body: message.text,
      });
    }
    if (message.channel === 'email') {
      if (mail) await mail({ to: message.to, subject: message.subject, text: message.text });
      else if (!sandbox) throw new Error('SMTP_URL is not configured');
      return;
    }
    if (phone) await phone({ to: message.to, text: message.text, channel: message.channel });
    else if (!sandbox) throw new Error('SMS_API_URL is not configured');
  };
}
