import { loadOnce } from '../load-once';
import type { Logger } from '../logging/logger';
import { findLinks, Outbox } from './outbox';

/** A file sent with a message (a receipt's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
/** As the local outbox keeps a message: attachments in base64 (JSON, /dev/outbox.json). */
export type SentMail = Omit<MailMessage, 'attachments'> & {
  sentAt: string /* ISO 8601 */;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox when no SMTP server is configured, otherwise null. */
  readonly outbox: Outbox | null;
}

export type MailerOptions = {
  /** `smtp://` or `smtps://` URL (SMTP_URL); without it, mail goes to the local outbox. */
  smtpUrl?: string;
  /** Sender, e.g. `Ardoise <no-reply@ardoise.fr>` (MAIL_FROM). */
  from: string;
  /** Where the local outbox announces each message. */
  log: Logger;
  /** Where the local outbox keeps its messages across restarts (a file in DATA_DIR). */
  outboxFile?: string;
};

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  return createOutboxMailer(options.log, options.outboxFile);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Not pooled: transactional mail is rare, and a connection per message needs no shutdown.
  const transport = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(smtpUrl);
  });
  return {
    outbox: null,
    async send(message) {
      await (await transport()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments && { attachments: message.attachments }),
      });
    },
  };
}

function createOutboxMailer(log: Logger, file?: string): Mailer {
  const outbox = new Outbox({ file });
  return {
    outbox,
    async send(message) {
      outbox.add(message);
      log.info(formatOutboxEntry(message));
    },
  };
}

/** A readable block for the console, so links (confirmation, reset) can be opened directly. */
export function formatOutboxEntry(message: MailMessage): string {
  const links = findLinks(message.text);
  return [
    'Mail stored in the local outbox (no SMTP_URL), see /dev/outbox',
    `  To:      ${message.to}`,
    `  Subject: ${message.subject}`,
    ...(links.length > 0 ? links.map((link) => `  Link:    ${link}`) : ['  (no link)']),
  ].join('\n');
}
