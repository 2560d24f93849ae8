import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isFileFolder, type FileFolder } from '../../../shared/constants';
import type { StorageAdapter } from './storageAdapter';

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,199}$/;

/** Files on disk under DATA_DIR/storage/{folder}/{name}, served by the app under /storage/. */
export class DiskStorageAdapter implements StorageAdapter {
  constructor(private readonly root: string) {}

  private pathOf(folder: FileFolder, name: string): string {
    if (!isFileFolder(folder) || !SAFE_NAME.test(name) || name.includes('..')) throw new Error('unsafe storage path');
    return path.join(this.root, folder, name);
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

  async remove(folder: FileFolder, name: string): Promise<void> {
    await fs.rm(this.pathOf(folder, name), { force: true });
  }

  async exists(folder: FileFolder, name: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(folder, name));
      return true;
    } catch {
      return false;
    }
  }
}
