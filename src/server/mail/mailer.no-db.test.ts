import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger';
import { recordingLogger } from '../testing/recording-logger';
import { createMailer } from './mailer';
import { Outbox } from './outbox';
import { renderVerificationEmail } from './templates';

type Received = { mailFrom: string; rcptTo: string[]; raw: string };

const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.fr') {
        callback(new Error('Mailbox unavailable'));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('createMailer with SMTP_URL', () => {
  const url =
    'https://app.ardoise.fr/api/auth/verify-email?token=eyJhbGciOi.payload-0123456789abcdef&callbackURL=%2Fdashboard';

  it('sends the message over a real SMTP connection', async () => {
    const { log, lines: logs } = recordingLogger();
    const mailer = createMailer({ smtpUrl, from: 'Ardoise <no-reply@ardoise.test>', log });
    expect(mailer.outbox).toBeNull();

    const email = renderVerificationEmail({ restaurantName: 'Chez Léon', url });
    await mailer.send({ to: 'owner@example.fr', ...email });

    expect(received).toHaveLength(1);
    const message = received[0] as Received;
    expect(message.mailFrom).toBe('no-reply@ardoise.test');
    expect(message.rcptTo).toEqual(['owner@example.fr']);
    const { headers, parts } = parseMessage(message.raw);
    expect(headers.get('from')).toBe('Ardoise <no-reply@ardoise.test>');
    expect(headers.get('to')).toBe('owner@example.fr');
    expect(decodeWords(headers.get('subject') ?? '')).toBe(
      'Confirmez votre adresse email – Ardoise',
    );
    const text = parts.find((part) => part.type.startsWith('text/plain'));
    const html = parts.find((part) => part.type.startsWith('text/html'));
    expect(text?.body).toContain(url);
    expect(text?.body).toContain('Bonjour Chez Léon,');
    expect(html?.body).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(logs).toEqual([]);
  });

  it('sends attachments byte for byte, with their type and file name (issue 41 §3)', async () => {
    const mailer = createMailer({ smtpUrl, from: 'no-reply@ardoise.test', log: silentLogger });
    // Binary content (bytes that are not UTF-8), as a PDF's are.
    const content = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from([0xff, 0x00, 0xe9, 0x80]),
    ]);
    await mailer.send({
      to: 'diner@example.fr',
      subject: 'Votre reçu',
      text: 'Merci',
      html: '<p>Merci</p>',
      attachments: [
        { filename: 'recu-chez-leon-42.pdf', contentType: 'application/pdf', content },
        { filename: 'note-de-frais-chez-leon-42.pdf', contentType: 'application/pdf', content },
      ],
    });
    const raw = received.find((message) => message.rcptTo.includes('diner@example.fr'))?.raw;
    const files = [
      ...String(raw).matchAll(
        /Content-Type: application\/pdf; name=([^\r\n]+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/g,
      ),
    ].map(([, name, body]) => ({
      name,
      bytes: Buffer.from(String(body).replace(/\r\n/g, ''), 'base64'),
    }));
    expect(files.map((file) => file.name)).toEqual([
      'recu-chez-leon-42.pdf',
      'note-de-frais-chez-leon-42.pdf',
    ]);
    expect(files.every((file) => file.bytes.equals(content))).toBe(true);
    expect(raw).toContain('filename=recu-chez-leon-42.pdf');
  });

  it('rejects when the server refuses the recipient', async () => {
    const mailer = createMailer({ smtpUrl, from: 'no-reply@ardoise.test', log: silentLogger });
    const email = renderVerificationEmail({ restaurantName: 'X', url });
    await expect(mailer.send({ to: 'refused@example.fr', ...email })).rejects.toThrow();
  });
});

describe('createMailer without SMTP_URL (local outbox)', () => {
  it('keeps the messages newest first and logs their links', async () => {
    const { log, lines: logs } = recordingLogger();
    const mailer = createMailer({ from: 'Ardoise <x@y.z>', log });
    const url = 'http://localhost:3000/api/auth/verify-email?token=t1';
    await mailer.send({
      to: 'a@example.fr',
      ...renderVerificationEmail({ restaurantName: 'A', url }),
    });
    await mailer.send({
      to: 'b@example.fr',
      subject: 'Deux',
      text: 'Voir https://x.fr/a.',
      html: '',
    });

    const list = mailer.outbox?.list() ?? [];
    expect(list.map((mail) => mail.to)).toEqual(['b@example.fr', 'a@example.fr']);
    expect(Number.isNaN(Date.parse(list[0]?.sentAt ?? ''))).toBe(false);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('a@example.fr');
    expect(logs[0]).toContain('Confirmez votre adresse email – Ardoise');
    expect(logs[0]).toContain(url);
    expect(logs[1]).toContain('https://x.fr/a\n'.trim());
    expect(logs[1]).not.toContain('https://x.fr/a.');
  });

  it('is bounded to the last 200 messages', async () => {
    const mailer = createMailer({ from: 'x@y.z', log: silentLogger });
    for (let index = 1; index <= 205; index++) {
      await mailer.send({ to: `n${index}@example.fr`, subject: 's', text: 't', html: 'h' });
    }
    const list = mailer.outbox?.list() ?? [];
    expect(list).toHaveLength(200);
    expect(list[0]?.to).toBe('n205@example.fr');
    expect(list[199]?.to).toBe('n6@example.fr');
  });

  it('keeps attachments whole, in base64', async () => {
    const mailer = createMailer({ from: 'x@y.z', log: silentLogger });
    const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]);
    await mailer.send({
      to: 'a@x.fr',
      subject: 's',
      text: 't',
      html: 'h',
      attachments: [{ filename: 'recu.pdf', contentType: 'application/pdf', content }],
    });
    expect(mailer.outbox?.list()[0]?.attachments).toEqual([
      {
        filename: 'recu.pdf',
        contentType: 'application/pdf',
        contentBase64: content.toString('base64'),
      },
    ]);
  });

  it('can be cleared, and list() returns a copy', () => {
    const outbox = new Outbox({ limit: 2 });
    outbox.add({ to: 'a@x.fr', subject: 's', text: 't', html: 'h' });
    outbox.list().pop();
    expect(outbox.list()).toHaveLength(1);
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });
});

// A minimal MIME reader for what nodemailer produces: enough to assert on, not a parser.
type Part = { type: string; body: string };

function parseMessage(raw: string): { headers: Map<string, string>; parts: Part[] } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    return { headers, parts: [{ type, body: decodeBody(body, headers) }] };
  }
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => parseMessage(chunk.replace(/^\r\n/, '')).parts);
  return { headers, parts };
}

function decodeBody(body: string, headers: Map<string, string>): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(
            text.replaceAll('_', ' '),
            new Map([['content-transfer-encoding', 'quoted-printable']]),
          ),
    );
}
