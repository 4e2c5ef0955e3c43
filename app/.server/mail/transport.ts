import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** The same on every send of one outbox row (outboxMessageId). */
  messageId?: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

const toNodemailer = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers,
});

/** One pooled connection is reused while there is mail, so a backlog does not cost a TLS handshake per message. */
export function smtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 20_000;
  const transporter = nodemailer.createTransport(url, {
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    describe: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/** The default when SMTP_URL is unset; tests read sign-in codes and links from these .eml files. */
export function fileTransport(dir: string, log: (line: string) => void = console.log): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    describe: `files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      fs.mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = mail.to.replace(/[^a-z0-9@.-]+/gi, '_').slice(0, 60);
      const file = path.join(dir, `${stamp}-${process.pid}-${++sequence}-${slug}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      log(`Mail to ${mail.to} ("${mail.subject}") written to ${file}`);
    },
  };
}
