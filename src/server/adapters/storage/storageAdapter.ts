import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { isFileFolder, type FileFolder } from '../../../shared/constants';

/** A stored file's size and when it was written. */
export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Thrown by read() when the file is not there (or went away after stat()). */
export class StoredFileNotFound extends Error {
  constructor(folder: string, name: string) {
    super(`no stored file ${folder}/${name}`);
    this.name = 'StoredFileNotFound';
  }
}

/**
 * Where stored files live (uploads, covers, lesson videos and audio), as `{folder}/{name}`: on disk
 * (the default) or in S3-compatible object storage (STORAGE_URL). Names are always ours, never a
 * client's path; files are written once under a new name and never changed in place.
 */
export interface StorageAdapter {
  /** Atomic: a reader sees the whole file or none. */
  write(folder: FileFolder, name: string, data: Buffer): Promise<void>;
  /** Stores the local file at `sourcePath` (`size` bytes) under this name, streamed (never whole in memory); atomic as write(). */
  writeFile(folder: FileFolder, name: string, sourcePath: string, size: number): Promise<void>;
  /** Removing a file that is not there is not an error. */
  remove(folder: FileFolder, name: string): Promise<void>;
  exists(folder: FileFolder, name: string): Promise<boolean>;
  /** Size and time of a file, or null when it is not there. */
  stat(folder: FileFolder, name: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (only `range` when given); throws StoredFileNotFound when it is not there. */
  read(folder: FileFolder, name: string, range?: ByteRange): Promise<Readable>;
  /** Every file of a folder (temporary files of unfinished writes left out), in no particular order. */
  list(folder: FileFolder): AsyncIterable<{ name: string } & StoredFileInfo>;
  /** Lets go of connections (S3); the disk has nothing to close. */
  close(): Promise<void>;
}

/** Our own names: letters, digits, '.', '_' and '-', not starting with a dot, at most 200 characters. */
const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,199}$/;

export function isSafeStorageName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/** `{folder}/{name}` after checking both; anything else throws (a bug, never a client's doing). */
export function storageKey(folder: FileFolder, name: string): string {
  if (!isFileFolder(folder) || !isSafeStorageName(name)) throw new Error('unsafe storage path');
  return `${folder}/${name}`;
}

/** A new, unguessable file name with this extension. */
export function newStorageName(extension: string): string {
  return `${crypto.randomUUID()}.${extension}`;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

/** The content type a stored file is served with, by its extension (our names always carry the right one). */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
