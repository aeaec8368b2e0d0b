import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one mail or throws; the queue retries. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP via nodemailer when SMTP_URL is set. Without it the mail is only kept
 * in the `mails` table, the development outbox, and counts as delivered.
 */
export function createMailTransport(config: Config): { send: MailTransport; close(): void } {
  if (!config.smtpUrl) return { send: async () => undefined, close: () => undefined };
  const transporter: Transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => transporter.close(),
  };
}
