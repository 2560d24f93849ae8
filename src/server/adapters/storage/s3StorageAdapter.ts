import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileFolder } from '../../../shared/constants';
import { contentTypeOf, isSafeStorageName, storageKey, StoredFileNotFound, type ByteRange, type StorageAdapter, type StoredFileInfo } from './storageAdapter';
import type { S3Location } from './storageLocation';

/** A "no such key" answer, whichever way the service spells it. */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files as objects `{prefix}{folder}/{name}` of one bucket in S3 or an S3-compatible service
 * (STORAGE_URL=s3://…). A PUT is atomic, so readers see a whole object or none. Clients still read
 * files through the app's /storage route, which streams them from here (ranges included).
 */
export class S3StorageAdapter implements StorageAdapter {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.credentials ? { credentials: location.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible services do not know the newer headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(folder: FileFolder, name: string): string {
    return `${this.location.prefix}${storageKey(folder, name)}`;
  }

  async write(folder: FileFolder, name: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder, name), Body: data, ContentType: contentTypeOf(name), ContentLength: data.length }));
  }

  /** One PUT streamed from the file (S3 takes up to 5 GB in one PUT). */
  async writeFile(folder: FileFolder, name: string, sourcePath: string, size: number): Promise<void> {
    const body = fs.createReadStream(sourcePath);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder, name), Body: body, ContentType: contentTypeOf(name), ContentLength: size }));
    } finally {
      body.destroy();
    }
  }

  async remove(folder: FileFolder, name: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder, name) }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async exists(folder: FileFolder, name: string): Promise<boolean> {
    return (await this.stat(folder, name)) !== null;
  }

  async stat(folder: FileFolder, name: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder, name) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(folder: FileFolder, name: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(folder, name), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!answer.Body) throw new StoredFileNotFound(folder, name);
      // In Node the SDK's body is the HTTP answer itself, a Readable.
      return answer.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StoredFileNotFound(folder, name);
      throw err;
    }
  }

  async *list(folder: FileFolder): AsyncIterable<{ name: string } & StoredFileInfo> {
    const prefix = `${this.location.prefix}${folder}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }));
      for (const item of page.Contents ?? []) {
        const name = (item.Key ?? '').slice(prefix.length);
        if (!isSafeStorageName(name)) continue;
        yield { name, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
