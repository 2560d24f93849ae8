import crypto from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileFolder } from '../../../shared/constants';
import { FileRangeStream } from './fileRangeStream';
import { isSafeStorageName, storageKey, StoredFileNotFound, type ByteRange, type StorageAdapter, type StoredFileInfo } from './storageAdapter';

/** Files on disk under DATA_DIR/storage/{folder}/{name} (or the folder STORAGE_URL=file:///… names). */
export class DiskStorageAdapter implements StorageAdapter {
  constructor(private readonly root: string) {}

  private pathOf(folder: FileFolder, name: string): string {
    return path.join(this.root, ...storageKey(folder, name).split('/'));
  }

  /** Written to a temporary file in the same folder, then renamed into place. */
  async write(folder: FileFolder, name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(folder, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.writeFile(tmp, data, { flag: 'wx' });
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  /** Copied to a temporary file in the same folder (the kernel copies; nothing is held in memory), then renamed into place. */
  async writeFile(folder: FileFolder, name: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(folder, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.copyFile(sourcePath, tmp, fsConstants.COPYFILE_EXCL);
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async remove(folder: FileFolder, name: string): Promise<void> {
    await fs.rm(this.pathOf(folder, name), { force: true });
  }

  async exists(folder: FileFolder, name: string): Promise<boolean> {
    return (await this.stat(folder, name)) !== null;
  }

  async stat(folder: FileFolder, name: string): Promise<StoredFileInfo | null> {
    try {
      const info = await fs.stat(this.pathOf(folder, name));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Opened before the stream is handed out, so a missing file is an error here and not halfway through an answer. */
  async read(folder: FileFolder, name: string, range?: ByteRange): Promise<Readable> {
    let handle: FileHandle;
    try {
      handle = await fs.open(this.pathOf(folder, name), 'r');
    } catch (err) {
      if (isMissing(err)) throw new StoredFileNotFound(folder, name);
      throw err;
    }
    if (range) return new FileRangeStream(handle, range.start, range.end);
    try {
      return new FileRangeStream(handle, 0, (await handle.stat()).size - 1);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async *list(folder: FileFolder): AsyncIterable<{ name: string } & StoredFileInfo> {
    const dir = path.join(this.root, folder);
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const name of names) {
      // Temporary files of writes in progress start with a dot and are not stored files.
      if (!isSafeStorageName(name)) continue;
      const info = await this.stat(folder, name);
      if (info) yield { name, ...info };
    }
  }

  async close(): Promise<void> {}
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
