import { DiskStorageAdapter } from './diskStorageAdapter';
import { S3StorageAdapter } from './s3StorageAdapter';
import type { StorageAdapter } from './storageAdapter';
import type { StorageLocation } from './storageLocation';

/** Disk unless STORAGE_URL names an S3 bucket. */
export function createStorageAdapter(location: StorageLocation): StorageAdapter {
  return location.kind === 's3' ? new S3StorageAdapter(location) : new DiskStorageAdapter(location.dir);
}
