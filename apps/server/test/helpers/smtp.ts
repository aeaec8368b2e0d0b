import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
}

/** A real SMTP server in the test process; mails arrive over a real SMTP conversation. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.received.push({
              to: to?.value[0]?.address ?? '',
              from: mail.from?.value[0]?.address ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Wait for a mail to `to` (whose subject matches, if given) that arrived after `since` mails. */
  async waitFor(
    to: string,
    { subject, since = 0, timeoutMs = 10_000 }: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
  ) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.received
        .slice(since)
        .find((m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject)));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
  }

  count(to: string): number {
    return this.received.filter((m) => m.to === to.toLowerCase()).length;
  }
}

/** The first link in a mail's text pointing at `path` (e.g. '/activate/'), and its token. */
export function linkIn(mail: ReceivedMail, path: string): { url: string; token: string } {
  const url = mail.text.match(new RegExp(`https?://\\S+${path}[A-Za-z0-9_-]+`))?.[0];
  if (!url) throw new Error(`no ${path} link in mail "${mail.subject}": ${mail.text}`);
  return { url, token: url.slice(url.lastIndexOf('/') + 1) };
}
