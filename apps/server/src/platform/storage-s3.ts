import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileStorage } from './storage';

/**
 * Uploaded files in an S3-compatible store (`STORAGE_URL=s3://bucket?endpoint=…&region=…`), so
 * several server instances see the same files. Credentials come the SDK's usual way
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). With an `endpoint`
 * (MinIO, s3rver, other stores) objects are addressed by path, which those stores expect.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(storageUrl: string) {
    const url = new URL(storageUrl);
    if (url.protocol !== 's3:' || !url.hostname) throw new Error(`Not an s3:// URL: ${storageUrl}`);
    this.bucket = url.hostname;
    this.prefix = url.pathname.replace(/^\/+/, '').replace(/\/*$/, '');
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    this.client = new S3Client({
      region: url.searchParams.get('region') ?? 'us-east-1',
      endpoint,
      forcePathStyle: Boolean(endpoint),
      // A streamed body is otherwise sent aws-chunked with a trailing checksum, which stores
      // other than AWS's (s3rver, older MinIO) keep, framing and all: checksums when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string) {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: data }),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    // A stream needs its length up front (PutObject sends no chunked body).
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(key),
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
    );
    if (!(res.Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return res.Body;
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success, as the local disk's `force` does.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return false;
      throw err;
    }
  }

  async *list(): AsyncIterable<string> {
    const prefix = this.prefix ? `${this.prefix}/` : undefined;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) yield prefix ? o.Key.slice(prefix.length) : o.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
