import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the relay received it: envelope, raw text, and the decoded header and body for asserts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (long links are split otherwise). */
  text: string;
}

export interface TestSmtpServer {
  /** smtp://tester:secret@127.0.0.1:{port}: the server asks for no login but accepts this one. */
  url: string;
  received: ReceivedMail[];
  /** The next `times` RCPT TO of this address answer 450 (a full mailbox, try later). */
  refuseRecipient(address: string, times?: number): void;
  /** The next `times` messages to this address are refused after their DATA (451). */
  refuseData(address: string, times?: number): void;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const header = (raw: string, name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1].trim() ?? '';

/** A refusal the client reads as an SMTP reply with its code. */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** A real SMTP server on 127.0.0.1 and an ephemeral port, keeping what it accepts in memory. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuseRcpt = new Map<string, number>();
  const refuseAfterData = new Map<string, number>();
  const takeRefusal = (refusals: Map<string, number>, addresses: string[]) => {
    const address = addresses.find((candidate) => (refusals.get(candidate) ?? 0) > 0);
    if (address) refusals.set(address, refusals.get(address)! - 1);
    return address !== undefined;
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo: (address, _session, callback) =>
      callback(takeRefusal(refuseRcpt, [address.address]) ? refusal(450, 'Mailbox busy, try again later') : null),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        if (takeRefusal(refuseAfterData, to)) return callback(refusal(451, 'Local error in processing'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to, raw, subject: header(raw, 'Subject'), messageId: header(raw, 'Message-ID'), text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    received,
    refuseRecipient: (address, times = 1) => { refuseRcpt.set(address, times); },
    refuseData: (address, times = 1) => { refuseAfterData.set(address, times); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
