import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { expectEventually } from './eventually';
import { freePort } from './free-port';

/** A message the SMTP server received, as its Debugging handler printed it. */
export interface ReceivedMail {
  /** the headers, names lower-cased (a header's continuation lines joined) */
  headers: Record<string, string>;
  /** the whole printed message: headers and MIME body */
  raw: string;
  /** the MIME parts (one for a single-part message), each decoded to text */
  parts: { contentType: string; text: string }[];
}

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** the first message to `to` that arrived after `after` messages, waited for */
  mailTo(to: string, after?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** Debian's Python, where the python3-aiosmtpd package installs the module (scripts/lib.sh ensure_aiosmtpd). */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    return decodeURIComponent(bytes);
  }
  return body;
}

function parse(raw: string): ReceivedMail {
  const split = (text: string) => {
    const at = text.search(/\r?\n\r?\n/);
    return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at).replace(/^\r?\n\r?\n/, '')];
  };
  const [head = '', body = ''] = split(raw);
  const headers = headersOf(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = (boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]).map((part) => {
    const [partHead = '', partBody = ''] = split(part.replace(/^\r?\n/, ''));
    const partHeaders = headersOf(partHead);
    return {
      contentType: partHeaders['content-type'] ?? '',
      text: decodeBody(partHeaders, partBody.trimEnd()),
    };
  });
  return { headers, raw, parts };
}

/**
 * A real SMTP server on a free port: aiosmtpd (`python3 -m aiosmtpd -n -l 127.0.0.1:PORT`), whose
 * default handler prints each message it accepts between "MESSAGE FOLLOWS" and "END MESSAGE" lines.
 */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(PYTHON, ['-u', '-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const received: ReceivedMail[] = [];
  let buffer = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      const start = buffer.indexOf('---------- MESSAGE FOLLOWS ----------\n');
      const end = buffer.indexOf('------------ END MESSAGE ------------');
      if (start < 0 || end < start) {
        return;
      }
      received.push(parse(buffer.slice(start + '---------- MESSAGE FOLLOWS ----------\n'.length, end)));
      buffer = buffer.slice(end + '------------ END MESSAGE ------------'.length);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expectEventually(async () => {
    if (child.exitCode !== null) {
      throw new Error(`aiosmtpd exited (${child.exitCode}): ${errors} (install Debian's python3-aiosmtpd)`);
    }
    await new Promise<void>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.once('error', reject);
    });
  }, 15_000);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    mailTo(to, after = 0) {
      return expectEventually(() => {
        const found = received.slice(after).find((mail) => (mail.headers.to ?? '').includes(to));
        if (!found) {
          throw new Error(`no mail to ${to} yet (${received.length} received)`);
        }
        return found;
      });
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
