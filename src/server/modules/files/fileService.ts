import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { FILE_FOLDERS, FILE_FOLDER_LIST, isFileFolder, type FileFolder } from '../../../shared/constants';
import type { UploadResponse } from '../../../shared/schemas/files';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { customers, files, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { newStorageName } from '../../adapters/storage/storageAdapter';
import { audit } from '../audit/audit';
import { fileUses, unusedFile, type FileUse } from './fileUsage';
import { ImageRejected, reencodeImage, type ProcessedImage } from './imageProcessing';

/** Folders only staff may fill. */
const STAFF_FOLDERS: readonly FileFolder[] = [
  FILE_FOLDERS.analysisAndNewsCoverImage, FILE_FOLDERS.courseCoverImage, FILE_FOLDERS.courseVideo,
  FILE_FOLDERS.postCoverImage, FILE_FOLDERS.podcastAudio, FILE_FOLDERS.eventCoverImage, FILE_FOLDERS.quizImage,
];

/** An upload nothing uses is purged once it is this old (time enough to upload, then save the form). */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Files removed per purge round; a round repeats until nothing is left or the cap is reached. */
const PURGE_BATCH = 200;
const PURGE_MAX_ROUNDS = 50;

/** Serializes one customer's uploads while their quota is checked (pg_advisory_xact_lock's first key). */
const QUOTA_LOCK = 7_042_011;

const USE_NAMES: Record<FileUse['kind'], string> = {
  profile: 'a profile',
  courseCover: 'a course cover',
  lessonVideo: 'a lesson video',
  lessonAttachment: 'a lesson attachment',
  newsCover: 'a news cover',
  postCover: 'a post cover',
  podcastAudio: 'a podcast',
  eventCover: 'an event cover',
  quizImage: 'a quiz question',
  ticketAttachment: 'a support ticket',
};

export interface PurgeResult {
  /** Upload records (and their files) nothing used. */
  records: number;
  /** Stored files without a record that nothing refers to (left by an interrupted write). */
  strays: number;
}

export class FileService {
  constructor(private readonly ctx: ServerContext) {}

  /** The per-customer upload limit the upload route applies. */
  get uploadRateLimit(): { max: number; windowMs: number } {
    return { max: this.ctx.config.uploadRateMax, windowMs: this.ctx.config.uploadRateWindowSeconds * 1000 };
  }

  checkFolder(caller: CustomerRow, folder: string): FileFolder {
    // Ticket attachments are uploaded through the ticket API only.
    if (!isFileFolder(folder) || folder === FILE_FOLDERS.ticketAttachment) throw new AppError(400, ERROR_CODES.FILE_FOLDER_INVALID, 'This folder does not exist.');
    if (STAFF_FOLDERS.includes(folder) && caller.role === 'student') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Only instructors and admins can upload here.');
    return folder;
  }

  /**
   * A client's upload: re-encoded, then stored when the customer's files stay within their quota
   * (admins have none). One customer's uploads are checked one at a time, so two at once cannot
   * both squeeze under the limit.
   */
  async upload(caller: CustomerRow, folder: FileFolder, data: Buffer): Promise<UploadResponse> {
    const image = await this.reencode(data);
    if (caller.role === 'admin') return this.save(caller.id, folder, image, this.ctx.db);
    const quota = this.ctx.config.uploadQuotaBytes;
    return this.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${caller.id}))`);
      const [row] = await tx.select({ used: sql<string>`coalesce(sum(${files.size}), 0)` }).from(files).where(eq(files.ownerId, caller.id));
      const used = Number(row?.used ?? 0);
      if (used + image.data.length > quota) {
        throw new AppError(413, ERROR_CODES.FILE_QUOTA_EXCEEDED, `Your files take ${used} of your ${quota} bytes; this one needs ${image.data.length}. Delete some files first.`);
      }
      return this.save(caller.id, folder, image, tx);
    });
  }

  /** Stores an image: checked by its bytes, re-encoded, named by us, written atomically. For the seed and tests (no quota). */
  async store(ownerId: string | null, folder: FileFolder, data: Buffer, executor: Pick<Database, 'insert'> = this.ctx.db): Promise<UploadResponse> {
    return this.save(ownerId, folder, await this.reencode(data), executor);
  }

  private async reencode(data: Buffer): Promise<ProcessedImage> {
    try {
      return await reencodeImage(data);
    } catch (err) {
      if (err instanceof ImageRejected) {
        if (err.reason === 'too-many-pixels') throw new AppError(400, ERROR_CODES.FILE_IMAGE_TOO_LARGE_DIMENSIONS, 'The image has too many pixels.');
        throw new AppError(400, ERROR_CODES.INVALID_FILE, 'The file is not a JPEG, PNG, WebP or GIF image.');
      }
      throw err;
    }
  }

  private async save(ownerId: string | null, folder: FileFolder, image: ProcessedImage, executor: Pick<Database, 'insert'>): Promise<UploadResponse> {
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
   * Stores a file we ship (demo lesson videos, podcast audio, the demo's drawn covers and portraits)
   * under a new system name and records it like an upload. Seed only: the bytes are ours, so they
   * are not re-encoded (clients can only store images, and theirs always are); `size` gives an
   * image's pixels.
   */
  async storeShippedFile(
    ownerId: string | null,
    folder: FileFolder,
    data: Buffer,
    extension: string,
    contentType: string,
    executor: Pick<Database, 'insert'> = this.ctx.db,
    size: { width: number; height: number } = { width: 0, height: 0 },
  ): Promise<string> {
    const nameBySystem = newStorageName(extension);
    await this.ctx.storage.write(folder, nameBySystem, data);
    try {
      await executor.insert(files).values({ nameBySystem, folder, ownerId, size: data.length, contentType, ...size });
    } catch (err) {
      await this.ctx.storage.remove(folder, nameBySystem);
      throw err;
    }
    return nameBySystem;
  }

  /** Where a stored file is read, as kept in a record (e.g. a lesson's video URL). */
  storedFileUrl(folder: FileFolder, name: string): string {
    return `${this.ctx.config.storageBaseUrl}/${folder}/${name}`;
  }

  /**
   * Deletes a file of the caller's (any, for an admin). A file still in use is refused with 409
   * FILE_IN_USE, for admins too; the one exception is the owner's own profile photo, which the
   * deletion takes off their profile. An admin's deletion of another's file is audited (file.delete).
   */
  async delete(caller: CustomerRow, nameBySystem: string): Promise<void> {
    const [file] = await this.ctx.db.select().from(files).where(eq(files.nameBySystem, nameBySystem));
    if (!file) throw new AppError(404, ERROR_CODES.FILE_NOT_FOUND, 'No such file.');
    if (file.ownerId !== caller.id && caller.role !== 'admin') throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You can only delete your own files.');
    await this.ctx.db.transaction(async (tx) => {
      // Taken first, so two deletions of one file do not both go on.
      const locked = await tx.select({ id: files.id }).from(files).where(eq(files.id, file.id)).for('update');
      if (locked.length === 0) throw new AppError(404, ERROR_CODES.FILE_NOT_FOUND, 'No such file.');
      const ownProfile = (use: FileUse) => use.kind === 'profile' && use.id === caller.id && file.ownerId === caller.id;
      const blocking = (await fileUses(tx, nameBySystem)).filter((use) => !ownProfile(use));
      if (blocking.length > 0) {
        const what = [...new Set(blocking.map((use) => USE_NAMES[use.kind]))].join(', ');
        throw new AppError(409, ERROR_CODES.FILE_IN_USE, `The file is still used by ${what}; remove it there first.`);
      }
      await tx.delete(files).where(eq(files.id, file.id));
      await tx.update(customers).set({ profileImage: null, updatedAt: sql`now()` }).where(and(eq(customers.id, caller.id), eq(customers.profileImage, nameBySystem)));
      // An admin deleting someone else's file (or an ownerless one) leaves a line in the audit trail.
      if (file.ownerId !== caller.id) {
        await audit(tx, { actorId: caller.id, action: 'file.delete', targetType: 'file', targetId: nameBySystem, detail: { folder: file.folder, name: nameBySystem } });
      }
    });
    if (isFileFolder(file.folder)) await this.ctx.storage.remove(file.folder, nameBySystem);
  }

  /**
   * Removes uploads nothing uses once they are older than `maxAgeMs` (records and files), and stored
   * files of that age that have no record and that nothing refers to.
   */
  async purgeUnused(maxAgeMs = UNUSED_UPLOAD_MAX_AGE_MS): Promise<PurgeResult> {
    const cutoff = new Date(Date.now() - maxAgeMs);
    const result: PurgeResult = { records: 0, strays: 0 };
    for (let round = 0; round < PURGE_MAX_ROUNDS; round++) {
      const gone = (
        await this.ctx.db.execute<{ name: string; folder: string }>(sql`
          delete from files where id in (
            select f.id from files f
            where f.created_at < ${cutoff.toISOString()}::timestamptz and ${unusedFile(sql`f.name_by_system`)}
            limit ${PURGE_BATCH}
            for update skip locked)
          returning name_by_system as name, folder`)
      ).rows;
      for (const file of gone) if (isFileFolder(file.folder)) await this.ctx.storage.remove(file.folder, file.name);
      result.records += gone.length;
      if (gone.length < PURGE_BATCH) break;
    }

    for (const folder of FILE_FOLDER_LIST) {
      let old: string[] = [];
      const sweep = async () => {
        if (old.length === 0) return;
        const names = old;
        old = [];
        const strays = (
          await this.ctx.db.execute<{ name: string }>(sql`
            select n.name from unnest(${sql.param(names)}::text[]) as n(name)
            where not exists (select 1 from files where name_by_system = n.name) and ${unusedFile(sql`n.name`)}`)
        ).rows;
        for (const { name } of strays) await this.ctx.storage.remove(folder, name);
        result.strays += strays.length;
      };
      for await (const item of this.ctx.storage.list(folder)) {
        if (item.modifiedAt >= cutoff) continue;
        old.push(item.name);
        if (old.length >= PURGE_BATCH) await sweep();
      }
      await sweep();
    }
    return result;
  }
}

/**
 * After a profile photo was replaced or removed: the old picture goes too, record and file, unless
 * something still uses it. Best effort: whatever is left, the purge takes later.
 */
export async function discardReplacedProfileImage(ctx: Pick<ServerContext, 'db' | 'storage'>, oldName: string | null, newName: string | null): Promise<void> {
  if (oldName === null || oldName === newName) return;
  try {
    const gone = await ctx.db
      .delete(files)
      .where(and(eq(files.nameBySystem, oldName), eq(files.folder, FILE_FOLDERS.customerProfileImage), unusedFile(sql`${files.nameBySystem}`)))
      .returning({ name: files.nameBySystem });
    if (gone.length > 0) await ctx.storage.remove(FILE_FOLDERS.customerProfileImage, oldName);
  } catch {
    // The purge will find it unused.
  }
}
