import nodemailer from 'nodemailer';

/** `html`, when given, goes as the alternative to `text` that mail apps show. */
export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined };
export type MailSender = (message: MailMessage) => Promise<void>;

/** Mail through nodemailer over SMTP_URL; null when no SMTP server is configured. */
export function createMailSender(smtpUrl: string | undefined, from: string): MailSender | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text, html }) => {
    await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
  };
}
