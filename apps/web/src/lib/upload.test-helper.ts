import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (the network boundary): records what was sent and lets the
 * test play the browser's part: upload progress events, then a reply or a failure.
 */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  // The test's side.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export const lastXhr = () => {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no request was made');
  return xhr;
};
