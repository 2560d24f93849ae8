import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { FILE_FOLDERS, isFileFolder, type FileFolder } from '../../../shared/constants';
import type { UploadResponse } from '../../../shared/schemas/files';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { customers, files, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { newStorageName } from '../../adapters/storage/storageAdapter';
import { ImageRejected, reencodeImage } from './imageProcessing';

/** Folders only staff may fill. */
const STAFF_FOLDERS: readonly FileFolder[] = [
  FILE_FOLDERS.analysisAndNewsCoverImage, FILE_FOLDERS.courseCoverImage, FILE_FOLDERS.courseVideo,
  FILE_FOLDERS.postCoverImage, FILE_FOLDERS.podcastAudio, FILE_FOLDERS.eventCoverImage,
];

export class FileService {
  constructor(private readonly ctx: ServerContext) {}

  checkFolder(caller: CustomerRow, folder: string): FileFolder {
    if (!isFileFolder(folder)) throw new AppError(400, ERROR_CODES.FILE_FOLDER_INVALID, 'This folder does not exist.');
    if (STAFF_FOLDERS.includes(folder) && caller.role === 'student') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only instructors and admins can upload here.');
    return folder;
  }

  /** Stores an uploaded image: checked by its bytes, re-encoded, named by us, written atomically. */
  async store(ownerId: string | null, folder: FileFolder, data: Buffer, executor: Pick<Database, 'insert'> = this.ctx.db): Promise<UploadResponse> {
    let image;
    try {
      image = await reencodeImage(data);
    } catch (err) {
      if (err instanceof ImageRejected) {
        if (err.reason === 'too-many-pixels') throw new AppError(400, ERROR_CODES.FILE_IMAGE_TOO_LARGE_DIMENSIONS, 'The image has too many pixels.');
        throw new AppError(400, ERROR_CODES.INVALID_FILE, 'The file is not a JPEG, PNG, WebP or GIF image.');
      }
      throw err;
    }
    const nameBySystem = newStorageName(image.extension);
    await this.ctx.storage.write(folder, nameBySystem, image.data);
    try {
      await executor.insert(files).values({
        nameBySystem,
        folder,
        ownerId,
        size: image.data.length,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      });
    } catch (err) {
      await this.ctx.storage.remove(folder, nameBySystem);
      throw err;
    }
    return { nameBySystem, folder, size: image.data.length, contentType: image.contentType, width: image.width, height: image.height };
  }

  /**
   * Copies a file we ship (demo lesson videos) into storage under its own fixed name. Not for client
   * uploads: those go through store(), which only accepts re-encoded images.
   */
  async storeAsset(folder: FileFolder, name: string, data: Buffer): Promise<string> {
    if (!(await this.ctx.storage.exists(folder, name))) await this.ctx.storage.write(folder, name, data);
    return `${this.ctx.config.storageBaseUrl}/${folder}/${name}`;
  }

  /**
   * Stores a non-image file we ship (podcast audio) under a new system name and records it like an
   * upload. Seed only: the bytes are ours, so they are not re-encoded; clients can only store images.
   */
  async storeShippedFile(ownerId: string | null, folder: FileFolder, data: Buffer, extension: string, contentType: string, executor: Pick<Database, 'insert'> = this.ctx.db): Promise<string> {
    const nameBySystem = newStorageName(extension);
    await this.ctx.storage.write(folder, nameBySystem, data);
    try {
      await executor.insert(files).values({ nameBySystem, folder, ownerId, size: data.length, contentType, width: 0, height: 0 });
    } catch (err) {
      await this.ctx.storage.remove(folder, nameBySystem);
      throw err;
    }
    return nameBySystem;
  }

  async delete(caller: CustomerRow, nameBySystem: string): Promise<void> {
    const [file] = await this.ctx.db.select().from(files).where(eq(files.nameBySystem, nameBySystem));
    if (!file) throw new AppError(404, ERROR_CODES.FILE_NOT_FOUND, 'No such file.');
    if (file.ownerId !== caller.id && caller.role !== 'admin') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You can only delete your own files.');
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(files).where(eq(files.id, file.id));
      // A deleted picture must not stay on a profile.
      await tx.update(customers).set({ profileImage: null, updatedAt: sql`now()` }).where(and(eq(customers.profileImage, nameBySystem)));
    });
    if (isFileFolder(file.folder)) await this.ctx.storage.remove(file.folder, nameBySystem);
  }
}
