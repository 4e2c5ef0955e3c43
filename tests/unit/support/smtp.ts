import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** The user name each message's sender logged in with (same order as `received`; undefined: none). */
  logins: (string | undefined)[];
  /** Connection errors, e.g. a client that died in the middle of a message. */
  errors: Error[];
  /** Refuse the next n messages with a temporary error. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** The port to listen on (default: any free one). */
  port?: number;
  /**
   * Called with each message once it is kept, before the server answers that it accepted it: the
   * client is still waiting for that answer.
   */
  beforeAccepting?: (mail: ParsedMail) => Promise<void>;
  /**
   * Take any user name and password (over plain SMTP), so that each client can name itself in its
   * SMTP_URL (`smtp://instance-a:x@…`) and `logins` tells who sent what. Default: a login is refused.
   */
  anyLogin?: boolean;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const logins: (string | undefined)[] = [];
  const errors: Error[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: options.anyLogin ?? false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const mail = await simpleParser(Buffer.concat(chunks));
        received.push(mail);
        logins.push(typeof session.user === 'string' ? session.user : undefined);
        await options.beforeAccepting?.(mail);
        callback();
      });
    },
  });
  // Without a listener, a client that disconnects mid-message would throw in the test process.
  server.on('error', (error) => errors.push(error));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    logins,
    errors,
    refuseNext: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
