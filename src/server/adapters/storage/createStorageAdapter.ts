import { DiskStorageAdapter } from './diskStorageAdapter';
import type { StorageAdapter } from './storageAdapter';
import type * as S3Module from './s3StorageAdapter';
import type { StorageLocation } from './storageLocation';

/** Disk unless STORAGE_URL names an S3 bucket. */
export function createStorageAdapter(location: StorageLocation): StorageAdapter {
  if (location.kind !== 's3') return new DiskStorageAdapter(location.dir);
  // The AWS SDK (about 22 MB of memory) is loaded only when a bucket is configured.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3StorageAdapter } = require('./s3StorageAdapter') as typeof S3Module;
  return new S3StorageAdapter(location);
}
