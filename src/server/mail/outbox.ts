import type { MailMessage, SentMail } from './mailer';

export const OUTBOX_LIMIT = 200;

/**
 * The local outbox used when no SMTP server is configured: messages kept in memory (lost on
 * restart), newest first, bounded so a long-running dev server does not grow without limit.
 */
export class Outbox {
  private messages: SentMail[] = [];
  private readonly limit: number;
  private readonly now: () => Date;

  constructor(options: { limit?: number; now?: () => Date } = {}) {
    this.limit = options.limit ?? OUTBOX_LIMIT;
    this.now = options.now ?? (() => new Date());
  }

  add(message: MailMessage): SentMail {
    const sent: SentMail = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: this.now().toISOString(),
    };
    this.messages.unshift(sent);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return sent;
  }

  /** Newest first; a copy, so callers cannot alter the outbox. */
  list(): SentMail[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages = [];
  }
}

/** Every distinct http(s) link of a plain-text body, in order of appearance. */
export function findLinks(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // A sentence may end right after a link: trailing punctuation is not part of it.
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}
