import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/customers.ts';
import { AppError } from '../http/app-error.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createMailSender } from './mail.ts';
import { createPhoneSenders, type PhoneSenders } from './sms.ts';

export type Message =
  /** `html`: the same e-mail laid out (a receipt), sent beside its text. */
  | { channel: 'email'; to: string; subject: string; text: string; html?: string }
  | { channel: 'sms' | 'voice'; to: string; text: string };

export type Messenger = (profileId: number, message: Message) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail, SMS and voice of this process: asked for at once, delivered by the job queue. */
    messenger: Messenger;
  }
}

/** One job per message asked for: its provider's delivery, retried alone. */
export const MESSAGE_QUEUE = 'message_deliveries';
/** Retries of a delivery: about 30 s, 1, 2 and 4 min after the first try, while a code is still valid. */
const DELIVERY_RETRIES = 4;
/** A delivery is one request with a 10 s timeout (SMTP a few); one still running after this had its process die. */
const DELIVERY_EXPIRE_SECONDS = 120;

/**
 * Delivers one message through its provider. In sandbox a channel without a provider delivers
 * nothing (the outbox has it); in production a missing or failing provider throws, and the job
 * queue logs it and retries.
 */
function createDelivery(config: Config, phone: PhoneSenders): (message: Message) => Promise<void> {
  const mail = createMailSender(config.SMTP_URL, config.MAIL_FROM);
  const sandbox = config.APP_ENV === 'sandbox';
  return async (message) => {
    if (message.channel === 'email') {
      if (mail) await mail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      else if (!sandbox) throw new Error('SMTP_URL is not configured');
      return;
    }
    const sender = phone[message.channel];
    if (sender) await sender({ to: message.to, text: message.text, channel: message.channel });
    else if (!sandbox) throw new Error(`no provider sends ${message.channel} (SMS_PROVIDER, SMS_API_URL)`);
  };
}

/**
 * A message asked for is written at once: in sandbox to the outbox (GET /dev/outbox, which tests
 * and the developer read straight after the request), and as a delivery job, which its provider
 * runs apart from the request, retried when it fails. The customer's request fails only when the
 * job cannot be written. In sandbox a channel without a provider writes no job: nothing would run.
 * In production it refuses at once (`error_type` 13): a job no provider can run would fail while
 * the customer is told the code is on its way.
 */
function createMessenger(db: Database, config: Config, jobs: JobQueue, phone: PhoneSenders): Messenger {
  const sandbox = config.APP_ENV === 'sandbox';
  const hasProvider = { email: Boolean(config.SMTP_URL), sms: Boolean(phone.sms), voice: Boolean(phone.voice) };
  return async (profileId, message) => {
    if (sandbox) {
      await db.insert(outbox).values({
        profileId,
        channel: message.channel,
        destination: message.to,
        subject: message.channel === 'email' ? message.subject : '',
        body: message.text,
        html: message.channel === 'email' ? (message.html ?? null) : null,
      });
    }
    const provided = hasProvider[message.channel];
    if (!provided) {
      if (sandbox) return;
      throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.sendFailed);
    }
    await jobs.send(MESSAGE_QUEUE, message);
  };
}

/**
 * The messenger of this process (`app.messenger`) and the worker of its deliveries, registered
 * before the routes, so the queue exists before any message is asked for.
 */
export async function registerMessenger(app: FastifyInstance): Promise<void> {
  const phone = createPhoneSenders(app.config);
  const deliver = createDelivery(app.config, phone);
  await app.jobs.work<Message>(MESSAGE_QUEUE, deliver, {
    retryLimit: DELIVERY_RETRIES,
    expireInSeconds: DELIVERY_EXPIRE_SECONDS,
  });
  app.decorate('messenger', createMessenger(app.db, app.config, app.jobs, phone));
}

/** The sandbox's outbox, newest first (sent to `to` only, when given): what GET /dev/outbox shows. */
export async function sandboxOutbox(db: Database, { to, limit }: { to: string | undefined; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.destination, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** One message of the sandbox's outbox, by its id: an e-mail's HTML shown as its reader would see it. */
export async function sandboxOutboxMessage(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}
