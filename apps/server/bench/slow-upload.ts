/**
 * `BENCH_ONLY=slow-upload npm run bench`: other shops' list requests beside one slow uploader per
 * upload route (each multipart operation of the API's OpenAPI document, sending its body at a
 * byte a second) and a 1,000,000-row XLSX sent for a dry run at full speed.
 * Before issue 32 an upload's transaction opened before its body was read: on PGlite every other
 * request waited for the slowest phone; a million-row XLSX was loaded whole (14.6 s, 2.77 GB).
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { FastifyInstance } from 'fastify';
import { burst, slowReaderSection } from './slow-reader';
import type { BenchData } from './seed';

const MILLION_XLSX = path.join(tmpdir(), 'fleetdesk-bench-million-rows.xlsx');
const ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 1_000_000);
/** How long the uploaders trickle before the burst is timed. */
const SETTLE_MS = 3000;
/**
 * One shop's requests, and each of ten shops'. Fewer on a build where they stall (each stalled
 * request counts 15 s): BENCH_SLOW_UPLOAD_REQUESTS=10,2.
 */
const [ONE_SHOP, PER_SHOP] = (process.env.BENCH_SLOW_UPLOAD_REQUESTS ?? '100,20')
  .split(',')
  .map(Number) as [number, number];

/** A million rows of a fleet file, written once and kept in the temporary directory. */
async function millionRowXlsx(): Promise<Buffer> {
  if (!existsSync(MILLION_XLSX)) {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: MILLION_XLSX });
    const sheet = book.addWorksheet('Fleet');
    sheet.addRow(['VIN', 'Make', 'Model', 'Year']).commit();
    for (let i = 0; i < ROWS; i++)
      sheet
        .addRow([
          withVinCheckDigit(`1BENCH${String(i).padStart(11, '0')}`),
          'Ford',
          'Transit',
          2022,
        ])
        .commit();
    sheet.commit();
    await book.commit();
  }
  return readFileSync(MILLION_XLSX);
}

/** Every multipart operation the API describes, with its path's parameters filled in. */
function uploadPaths(app: FastifyInstance, data: BenchData): string[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
  };
  return Object.entries(doc.paths)
    .filter(([, ops]) =>
      Object.values(ops).some(
        (op) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content,
      ),
    )
    .map(([p]) => p.replace('{vin}', data.sampleVin).replace(/\{[^}]+\}/g, '1'));
}

/** Sends a multipart request's head and then its body at a byte a second, until stopped. */
function slowUploader(base: string, token: string, urlPath: string): { stop(): void } {
  const url = new URL(`${base}${urlPath}`);
  const boundary = 'benchslowupload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n`,
    ),
    Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
    Buffer.alloc(64 * 1024, 0xff),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let sent = 0;
  const socket: Socket = connect(Number(url.port), url.hostname, () =>
    socket.write(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Token ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    ),
  );
  socket.on('error', () => undefined);
  const tick = setInterval(() => socket.write(body.subarray(sent, ++sent)), 1000);
  return {
    stop() {
      clearInterval(tick);
      socket.destroy();
    },
  };
}

async function postXlsx(base: string, token: string, file: Buffer) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'fleet.xlsx');
  const res = await fetch(`${base}/api/vehicles/import/?dry_run=true`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  }).catch((err: Error & { cause?: { code?: string } }) => err);
  const after = `${(performance.now() - started).toFixed(0)} ms`;
  if (res instanceof Error) return `no reply after ${after} (${res.cause?.code ?? res.message})`;
  const text = await res.text();
  return `HTTP ${res.status} in ${after}: ${text.slice(0, 120)}`;
}

export async function slowUploadSection(
  app: FastifyInstance,
  base: string,
  data: BenchData,
  tokens: string[],
) {
  const paths = uploadPaths(app, data);
  const xlsx = await millionRowXlsx();
  console.log(
    `\n### Slow uploads: ${tokens.length} small shops' list requests, alone and beside ${paths.length} uploads at a byte a second (${paths.join(', ')}) and a ${ROWS.toLocaleString('en-US')}-row XLSX (${(xlsx.length / 1024 / 1024).toFixed(1)} MB)\n`,
  );
  // One other shop's requests one at a time (the issue's figure), then ten shops' at once.
  const one = tokens.slice(0, 1);
  await burst(base, tokens); // warm-up
  const alone = [await burst(base, one, ONE_SHOP), await burst(base, tokens, PER_SHOP)] as const;
  const uploaders = paths.map((p) => slowUploader(base, data.token, p));
  const spreadsheet = postXlsx(base, data.token, xlsx);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const beside = [await burst(base, one, ONE_SHOP), await burst(base, tokens, PER_SHOP)] as const;
  uploaders.forEach((u) => u.stop());
  console.log(`The ${ROWS.toLocaleString('en-US')}-row XLSX: ${await spreadsheet}\n`);
  console.log('| other shops’ list requests | median ms | p95 ms | unanswered in 15 s |');
  console.log('|---|---|---|---|');
  for (const [name, s] of [
    ['one shop, alone', alone[0]],
    ['one shop, beside the slow uploads and the XLSX', beside[0]],
    [`${tokens.length} shops at once, alone`, alone[1]],
    [`${tokens.length} shops at once, beside them`, beside[1]],
  ] as const)
    console.log(`| ${name} | ${s.median.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.stalled} |`);
}

/** BENCH_ONLY=slow-reader and slow-upload: other shops' requests beside slow clients. */
export async function stallSections(
  app: FastifyInstance,
  base: string,
  data: BenchData,
  tokens: () => Promise<string[]>,
) {
  const only = process.env.BENCH_ONLY ?? '';
  if ('slow-reader'.includes(only)) await slowReaderSection(base, data, await tokens());
  if ('slow-upload'.includes(only)) await slowUploadSection(app, base, data, await tokens());
}
