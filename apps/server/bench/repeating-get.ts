import { connect, type Socket } from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection asking the same GET again and again: the request's bytes are
 * built once, and a reply is read only as far as its status and its Content-Length, as load tools
 * such as wrk and autocannon do. The load section's driver shares the 2 cores with the server and
 * PostgreSQL: node:http's client took about 0.2 ms of CPU per request (8 % of the machine at
 * 1,000 requests/s), which the server then did not have.
 */
export class RepeatingGet {
  private readonly socket: Socket;
  private readonly request: Buffer;
  private head: Buffer = Buffer.alloc(0);
  /** Bytes of the current reply's body still to come; null while its head is being read. */
  private bodyLeft: number | null = null;
  private status = 0;
  private waiting: { resolve(status: number): void; reject(err: Error): void } | null = null;
  private failure: Error | null = null;

  private constructor(url: URL, headers: Record<string, string>, stuckMs: number) {
    const lines = Object.entries({ Host: url.host, ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
    this.request = Buffer.from(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('')}\r\n`,
    );
    this.socket = connect(Number(url.port || 80), url.hostname);
    this.socket.setNoDelay(true);
    this.socket.setTimeout(stuckMs, () =>
      this.fail(new Error(`no answer in ${stuckMs / 1000} s: ${url.href}`)),
    );
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () =>
      this.fail(new Error(`the server closed the connection: ${url.href}`)),
    );
  }

  static async open(url: URL, headers: Record<string, string>, stuckMs: number) {
    const get = new RepeatingGet(url, headers, stuckMs);
    await new Promise<void>((resolve, reject) => {
      get.socket.once('connect', resolve);
      get.socket.once('error', reject);
    });
    return get;
  }

  /** Sends the request; resolves with the reply's status once the whole reply is in. */
  get(): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.request);
    });
  }

  close() {
    this.waiting = null;
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    if (this.bodyLeft === null) {
      this.head = this.head.length ? Buffer.concat([this.head, chunk]) : chunk;
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.head.subarray(0, end).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) {
        this.fail(new Error(`a reply without Content-Length (chunked?): ${head.split('\r\n')[0]}`));
        return;
      }
      this.status = Number(head.slice(9, 12));
      this.bodyLeft = Number(length[1]) - (this.head.length - end - 4);
      this.head = Buffer.alloc(0);
    } else {
      this.bodyLeft -= chunk.length;
    }
    if (this.bodyLeft > 0) return;
    this.bodyLeft = null;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(this.status);
  }

  private fail(err: Error) {
    this.failure ??= err;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(err);
  }
}
