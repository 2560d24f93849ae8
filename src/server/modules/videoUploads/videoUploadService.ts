import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { FILE_FOLDERS, VIDEO_UPLOAD_PART_BYTES } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { EditableLesson, StartVideoUploadRequest, VideoUpload } from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import { videoUploads, type CustomerRow, type VideoUploadRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { newStorageName } from '../../adapters/storage/storageAdapter';
import { editableLesson, findEditableLesson, type LessonAuthoring } from './lessonMedia';
import { fileSource, readVideoDuration, sniffVideo, SNIFF_BYTES, type VideoContainer } from './videoContainer';

/** An upload not finished this long after it started is removed (bytes and record) by the uploads-purge job. */
export const UNFINISHED_VIDEO_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What a PATCH did: the new offset, and the finished upload when that was the last part. */
export interface AppendResult {
  offset: number;
  upload: VideoUpload | null;
}

/**
 * Resumable lesson video uploads, a small subset of the tus protocol: POST announces the size, HEAD
 * (or GET) tells how many bytes arrived, each PATCH streams the next bytes (at most
 * VIDEO_UPLOAD_PART_BYTES) into a temporary file under DATA_DIR. The first bytes must be MP4 or
 * WebM; the last one reads the duration from the container, stores the file in the protected
 * course-video folder under a new name and sets it as the lesson's video.
 */
export class VideoUploadService {
  /** Uploads a PATCH is streaming into right now (in this process): a second one at once is a conflict. */
  private readonly busy = new Set<string>();
  private readonly dir: string;

  constructor(private readonly ctx: ServerContext, private readonly authoring: LessonAuthoring) {
    this.dir = path.join(ctx.config.dataDir, 'video-uploads');
  }

  get maxBytes(): number {
    return this.ctx.config.maxVideoBytes;
  }

  private partPath(id: string): string {
    return path.join(this.dir, `${id}.part`);
  }

  private tooLarge(): AppError {
    const mb = Math.floor(this.maxBytes / (1024 * 1024));
    return new AppError(413, ERROR_CODES.VIDEO_TOO_LARGE, `A lesson video may have at most ${mb} MB.`);
  }

  async start(caller: CustomerRow, request: StartVideoUploadRequest): Promise<VideoUpload> {
    await findEditableLesson(this.authoring, caller, request.lessonId);
    if (request.size > this.maxBytes) throw this.tooLarge();
    const id = crypto.randomBytes(24).toString('base64url');
    await fsp.mkdir(this.dir, { recursive: true });
    await fsp.writeFile(this.partPath(id), Buffer.alloc(0), { flag: 'wx' });
    try {
      const [row] = await this.ctx.db.insert(videoUploads).values({ id, lessonId: request.lessonId, ownerId: caller.id, fileName: request.fileName, size: request.size }).returning();
      return this.toUpload(row!);
    } catch (err) {
      await fsp.rm(this.partPath(id), { force: true });
      throw err;
    }
  }

  /** The caller's upload (any, for an admin); 404 otherwise, so upload ids reveal nothing. */
  async find(caller: CustomerRow, id: string): Promise<VideoUploadRow> {
    const [row] = await this.ctx.db.select().from(videoUploads).where(eq(videoUploads.id, id));
    if (!row || (row.ownerId !== caller.id && caller.role !== 'admin')) throw new AppError(404, ERROR_CODES.VIDEO_UPLOAD_NOT_FOUND, 'No such upload (unfinished uploads are removed after 24 hours).');
    return row;
  }

  async get(caller: CustomerRow, id: string): Promise<VideoUpload> {
    const row = await this.find(caller, id);
    const upload = this.toUpload(row);
    if (row.completedAt) upload.lesson = await editableLesson(this.authoring, caller, row.lessonId);
    return upload;
  }

  private toUpload(row: VideoUploadRow): VideoUpload {
    return { id: row.id, lessonId: row.lessonId, size: row.size, offset: row.offset, complete: row.completedAt !== null };
  }

  private offsetConflict(offset: number, why: string): AppError {
    return new AppError(409, ERROR_CODES.VIDEO_UPLOAD_OFFSET_MISMATCH, `${why} Resume from byte ${offset}.`, { 'upload-offset': String(offset) }, undefined, { offset });
  }

  /**
   * Appends the body's bytes at `offset`, which must be where the upload stands. The bytes that
   * arrived are kept even when the connection drops halfway (the client asks HEAD and resumes).
   */
  async append(caller: CustomerRow, id: string, offset: number, body: Readable, contentLength: number | null): Promise<AppendResult> {
    const row = await this.find(caller, id);
    if (row.completedAt) throw this.offsetConflict(row.offset, 'The upload is already complete.');
    if (offset !== row.offset) throw this.offsetConflict(row.offset, `The upload stands at byte ${row.offset}, not ${offset}.`);
    if (contentLength !== null && contentLength > VIDEO_UPLOAD_PART_BYTES) throw partTooLarge();
    if (contentLength !== null && offset + contentLength > row.size) throw this.tooLarge();
    if (this.busy.has(id)) throw this.offsetConflict(row.offset, 'Another request is still sending bytes of this upload.');
    this.busy.add(id);
    try {
      return await this.appendLocked(caller, row, body);
    } finally {
      this.busy.delete(id);
    }
  }

  private async appendLocked(caller: CustomerRow, row: VideoUploadRow, body: Readable): Promise<AppendResult> {
    const file = this.partPath(row.id);
    // Anything past the recorded offset is a part that was never acknowledged: it is sent again.
    try {
      await fsp.truncate(file, row.offset);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError(404, ERROR_CODES.VIDEO_UPLOAD_NOT_FOUND, 'No such upload (unfinished uploads are removed after 24 hours).');
      throw err;
    }
    const head = row.container ? null : await readHead(file, row.offset);
    const guard = new PartGuard({ offset: row.offset, size: row.size, partLimit: VIDEO_UPLOAD_PART_BYTES, head, tooLarge: () => this.tooLarge() });
    let failure: unknown = null;
    // The request is piped in by hand, not destroyed with the guard's error: a refused part still gets
    // its 413 or 400 answer (the rest of the body is drained), rather than a reset connection.
    const writing = pipeline(guard, fs.createWriteStream(file, { flags: 'r+', start: row.offset }));
    const dropped = (err?: Error) => guard.destroy(err ?? new Error('connection dropped'));
    body.once('error', dropped);
    body.once('aborted', dropped);
    body.pipe(guard);
    try {
      await writing;
    } catch (err) {
      failure = err;
      body.unpipe(guard);
      body.resume();
    } finally {
      body.off('error', dropped);
      body.off('aborted', dropped);
    }
    if (failure instanceof AppError) {
      if (failure.code === ERROR_CODES.VIDEO_NOT_A_VIDEO) await this.drop(row.id);
      else await fsp.truncate(file, row.offset).catch(() => undefined);
      throw failure;
    }
    const written = Math.min(row.size, (await fsp.stat(file)).size);
    let container = row.container ?? guard.container;
    const complete = failure === null && written === row.size;
    if (complete && !container) {
      // The whole file was shorter than it takes to tell what it is.
      const decided = sniffVideo(await readHead(file, written) ?? Buffer.alloc(0), true);
      if (decided === 'invalid' || decided === 'more') {
        await this.drop(row.id);
        throw notAVideo();
      }
      container = decided;
    }
    await this.ctx.db
      .update(videoUploads)
      .set({ offset: written, container, updatedAt: sql`now()` })
      .where(and(eq(videoUploads.id, row.id), eq(videoUploads.offset, row.offset)));
    // A dropped connection: what arrived is kept; the client finds the offset with HEAD.
    if (failure) throw failure;
    if (!complete) return { offset: written, upload: null };
    return { offset: written, upload: await this.finish(caller, { ...row, offset: written }, container as VideoContainer) };
  }

  /** The last byte arrived: duration from the container, into storage under a new name, onto the lesson. */
  private async finish(caller: CustomerRow, row: VideoUploadRow, container: VideoContainer): Promise<VideoUpload> {
    const file = this.partPath(row.id);
    const handle = await fsp.open(file, 'r');
    let duration: number | null;
    try {
      duration = await readVideoDuration(fileSource(handle, row.size), container);
    } finally {
      await handle.close();
    }
    if (duration === null) {
      await this.drop(row.id);
      throw new AppError(400, ERROR_CODES.VIDEO_UNREADABLE, 'The video arrived, but its length cannot be read from it; export it again as MP4 or WebM.');
    }
    // Stored first under a new name; the lesson (through authoring, its version moving on) then points at it.
    const name = newStorageName(container);
    await this.ctx.storage.writeFile(FILE_FOLDERS.courseVideo, name, file, row.size);
    let lesson: EditableLesson;
    try {
      lesson = await this.authoring.setLessonVideo(caller, row.lessonId, { source: 'upload', ref: name }, duration);
    } catch (err) {
      await this.ctx.storage.remove(FILE_FOLDERS.courseVideo, name);
      throw err;
    }
    await this.ctx.db.update(videoUploads).set({ completedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(videoUploads.id, row.id));
    await fsp.rm(file, { force: true });
    return { ...this.toUpload({ ...row, completedAt: new Date() }), lesson };
  }

  private async drop(id: string): Promise<void> {
    await this.ctx.db.delete(videoUploads).where(eq(videoUploads.id, id));
    await fsp.rm(this.partPath(id), { force: true });
  }

  /**
   * The hourly purge: uploads not finished within `maxAgeMs` (record and bytes), finished records of
   * that age, and temporary files without a record (a crash between the two writes).
   */
  async purgeUnfinished(maxAgeMs = UNFINISHED_VIDEO_UPLOAD_MAX_AGE_MS): Promise<number> {
    const cutoff = new Date(Date.now() - maxAgeMs);
    const gone = await this.ctx.db.delete(videoUploads).where(lt(videoUploads.createdAt, cutoff)).returning({ id: videoUploads.id, completedAt: videoUploads.completedAt });
    for (const { id } of gone) if (!this.busy.has(id)) await fsp.rm(this.partPath(id), { force: true });
    let names: string[] = [];
    try {
      names = await fsp.readdir(this.dir);
    } catch {
      return gone.filter((g) => g.completedAt === null).length;
    }
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const id = name.slice(0, -'.part'.length);
      const info = await fsp.stat(path.join(this.dir, name)).catch(() => null);
      if (!info || info.mtime >= cutoff) continue;
      const [row] = await this.ctx.db.select({ id: videoUploads.id }).from(videoUploads).where(and(eq(videoUploads.id, id), isNull(videoUploads.completedAt)));
      if (!row) await fsp.rm(path.join(this.dir, name), { force: true });
    }
    return gone.filter((g) => g.completedAt === null).length;
  }
}

function notAVideo(): AppError {
  return new AppError(400, ERROR_CODES.VIDEO_NOT_A_VIDEO, 'The file is not an MP4 or WebM video.');
}

function partTooLarge(): AppError {
  return new AppError(413, ERROR_CODES.VIDEO_PART_TOO_LARGE, `Send at most ${VIDEO_UPLOAD_PART_BYTES} bytes in one PATCH.`);
}

/** The start of the file received so far (what the sniffer looks at), or null when there is none yet. */
async function readHead(file: string, upTo: number): Promise<Buffer | null> {
  const length = Math.min(upTo, SNIFF_BYTES);
  if (length === 0) return Buffer.alloc(0);
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Passes a PATCH's bytes through, counting: more than a part, or past the announced size, stops
 * it (413); until the container is known, the first bytes are checked (400 for anything but MP4 or WebM).
 */
class PartGuard extends Transform {
  private received = 0;
  private head: Buffer | null;
  container: VideoContainer | null = null;

  constructor(private readonly options: { offset: number; size: number; partLimit: number; head: Buffer | null; tooLarge: () => AppError }) {
    super();
    this.head = options.head;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.options.partLimit) return callback(partTooLarge());
    if (this.options.offset + this.received > this.options.size) return callback(this.options.tooLarge());
    if (this.head !== null) {
      const head: Buffer = Buffer.concat([this.head, chunk.subarray(0, Math.max(0, SNIFF_BYTES - this.head.length))]);
      const ended = this.options.offset + this.received >= this.options.size;
      const decided = sniffVideo(head, ended);
      if (decided === 'invalid') return callback(notAVideo());
      if (decided === 'more') this.head = head;
      else {
        this.container = decided;
        this.head = null;
      }
    }
    callback(null, chunk);
  }
}
