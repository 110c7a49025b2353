import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MailMessage, SentMail } from './mailer';

export const OUTBOX_LIMIT = 200;

/**
 * The local outbox used when no SMTP server is configured: messages newest first, bounded so a
 * long-running dev server does not grow without limit. With a `file` (the server passes one in
 * DATA_DIR) the messages survive a restart: a confirmation link sent just before one still works.
 */
export class Outbox {
  private messages: SentMail[] = [];
  private readonly limit: number;
  private readonly now: () => Date;
  private readonly file: string | undefined;

  constructor(options: { limit?: number; now?: () => Date; file?: string } = {}) {
    this.limit = options.limit ?? OUTBOX_LIMIT;
    this.now = options.now ?? (() => new Date());
    this.file = options.file;
    if (this.file) this.messages = readMessages(this.file).slice(0, this.limit);
  }

  /** How the outbox page describes itself: how many messages, and whether a restart keeps them. */
  get keeping(): { limit: number; survivesRestart: boolean } {
    return { limit: this.limit, survivesRestart: this.file !== undefined };
  }

  add(message: MailMessage): SentMail {
    const sent: SentMail = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: this.now().toISOString(),
      // Kept whole (base64), so a developer, and a test, can open what the recipient got.
      ...(message.attachments && {
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          contentBase64: file.content.toString('base64'),
        })),
      }),
    };
    this.messages.unshift(sent);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    this.save();
    return sent;
  }

  /** Newest first; a copy, so callers cannot alter the outbox. */
  list(): SentMail[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  /** Mail is rare and the file small: a synchronous write keeps the order of messages. */
  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.messages), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

/** The saved messages, or none when the file is missing or unreadable (it is only a dev aid). */
function readMessages(file: string): SentMail[] {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(value) ? value.filter(isSentMail) : [];
  } catch {
    return [];
  }
}

function isSentMail(value: unknown): value is SentMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return ['to', 'subject', 'text', 'html', 'sentAt'].every((key) => typeof mail[key] === 'string');
}

/** Every distinct http(s) link of a plain-text body, in order of appearance. */
export function findLinks(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // A sentence may end right after a link: trailing punctuation is not part of it.
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}
