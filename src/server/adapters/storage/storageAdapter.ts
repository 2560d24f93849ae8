import crypto from 'node:crypto';
import type { FileFolder } from '../../../shared/constants';

/**
 * Where stored files live (uploads, covers, demo videos and audio), as `{folder}/{name}`; clients
 * read them under STORAGE_BASE_URL. Names are always ours, never a client's path.
 */
export interface StorageAdapter {
  /** Atomic: a reader sees the whole file or none. */
  write(folder: FileFolder, name: string, data: Buffer): Promise<void>;
  /** Removing a file that is not there is not an error. */
  remove(folder: FileFolder, name: string): Promise<void>;
  exists(folder: FileFolder, name: string): Promise<boolean>;
}

/** A new, unguessable file name with this extension. */
export function newStorageName(extension: string): string {
  return `${crypto.randomUUID()}.${extension}`;
}
