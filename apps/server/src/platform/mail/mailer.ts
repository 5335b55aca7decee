import nodemailer from 'nodemailer';

/** One email with a German text and HTML body. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends a message; throws when the SMTP server refuses it (the job then retries). */
  send(message: MailMessage): Promise<void>;
  /** True when mail really leaves the process (SMTP_URL set). */
  readonly isConfigured: boolean;
};

export type MailerLogger = { info(object: Record<string, unknown>, message: string): void };

/** Sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Bestellshop <bestellungen@localhost>';

/**
 * Mail through SMTP (nodemailer) when `smtpUrl` is set (smtp://user:pass@host:587, smtps://…
 * for implicit TLS). Without it every message is only logged (subject and recipient) and counts
 * as sent, so a shop without a mail server still takes orders.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  log?: MailerLogger;
}): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (!options.smtpUrl) {
    return {
      isConfigured: false,
      send: async (message) => {
        options.log?.info(
          { to: message.to, subject: message.subject },
          'mail not sent: SMTP_URL is not set',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    isConfigured: true,
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}
