import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };
export type MailSender = (message: MailMessage) => Promise<void>;

/** Mail through nodemailer over SMTP_URL; null when no SMTP server is configured. */
export function createMailSender(smtpUrl: string | undefined, from: string): MailSender | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from, to, subject, text });
  };
}
