import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Sends one message; `configured` false: there is nowhere to send (mail waits in the outbox). */
export type Mailer = {
  configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Nodemailer over SMTP_URL; without it a mailer that sends nothing. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!config.SMTP_URL) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('SMTP_URL is not set')),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    // A down or silent server fails the attempt quickly; the outbox retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
    close: () => transport.close(),
  };
}
