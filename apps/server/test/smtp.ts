import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server): keeps what it accepts, parsed, and can
 * be told to refuse every message (a 451, as a busy server answers) or to hold them.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refusing = false;
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await held;
        if (refusing) {
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(err);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(on: boolean) {
      refusing = on;
    },
    /** Keeps every message waiting (a slow server) until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    /** The messages sent to `address`. */
    to: (address: string) =>
      received.filter((m) => {
        const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
        return to.some((a) =>
          a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()),
        );
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
