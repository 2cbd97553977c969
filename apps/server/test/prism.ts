import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port free at the time of asking (Prism cannot be told to pick one itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type PrismProxy = { url: string; output(): string; close(): Promise<void> };

/**
 * Stoplight Prism 5 as a validating proxy in front of `upstream`: each request is checked
 * against `document` on the way in, each reply on the way out, and with `--errors` a violation
 * turns the reply into an error carrying an `sl-violations` header.
 */
export async function startPrismProxy(document: object, upstream: string): Promise<PrismProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-prism-'));
  const spec = path.join(dir, 'openapi.json');
  writeFileSync(spec, JSON.stringify(document));
  const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [cli, 'proxy', '--errors', '--host', '127.0.0.1', '--port', String(port), spec, upstream],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async close() {
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
