import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the listener received it, with the parts a test reads decoded. */
export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
};

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHead(entity: string): { headers: Map<string, string>; body: string } {
  const at = entity.search(/\r?\n\r?\n/);
  const head = entity.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const body = entity.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain and text/html parts of a (possibly multipart) MIME entity. */
function textParts(entity: string): { text: string; html: string } {
  const { headers, body } = splitHead(entity);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => textParts(part.replace(/^\r?\n/, '')));
    return {
      text: parts.map((part) => part.text).join(''),
      html: parts.map((part) => part.html).join(''),
    };
  }
  const decoded = decodeBody(headers, body);
  return type.startsWith('text/html') ? { text: '', html: decoded } : { text: decoded, html: '' };
}

/**
 * A real SMTP listener on loopback (smtp-server): every message the app sends arrives here.
 * Set `rejectNext` to answer the next message with a temporary failure (451).
 */
export async function startSmtpListener() {
  const messages: ReceivedMail[] = [];
  const state = { rejectNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejectNext) {
          state.rejectNext = false;
          const error = Object.assign(new Error('Bitte später erneut versuchen'), {
            responseCode: 451,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitHead(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          subject: decodeHeader(headers.get('subject') ?? ''),
          ...textParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
