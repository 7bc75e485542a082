import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface Mail {
  to: string[];
  from: string;
  /** The Reply-To addresses, if any. */
  replyTo: string[];
  subject: string;
  text: string;
  /** The HTML part, if the mail had one. */
  html: string | false;
  attachments: number;
}

export interface TestSmtp {
  host: '127.0.0.1';
  port: number;
  /** Every message accepted so far, in arrival order. */
  messages: Mail[];
  /** The first accepted message matching `pred`, waiting for it to arrive. */
  waitFor(pred: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  /** The next `count` messages are refused with a temporary failure (451), as a broken server would. */
  rejectNext(count: number): void;
  /** How many messages were refused by rejectNext. */
  rejected(): number;
  /** The server's environment for startServer(). */
  env(from?: string): Record<string, string>;
  stop(): Promise<void>;
}

const addresses = (value: any): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) =>
    v.value.map((a: { address: string }) => a.address.toLowerCase()),
  );

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export const startSmtp = async (): Promise<TestSmtp> => {
  const messages: Mail[] = [];
  let toReject = 0;
  let rejectedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (toReject > 0) {
        toReject -= 1;
        rejectedCount += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html,
            attachments: parsed.attachments.length,
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // smtp-server reports a client's dropped connection (ECONNRESET when a Strapi under test stops
  // with its mail pool open) as an 'error' event on the server: with no listener left that is an
  // uncaught exception, which fails the whole run. A dropped client is not the test's business.
  server.on('error', () => {});

  return {
    host: '127.0.0.1',
    port,
    messages,
    async waitFor(pred, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(pred);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `No matching email within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => m.subject))}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    rejectNext(count) {
      toReject = count;
    },
    rejected: () => rejectedCount,
    env: (from = 'site@example.com') => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: from }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
