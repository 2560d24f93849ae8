import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, FILE_FOLDERS } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { EditableLesson } from '../../../shared/schemas/studio';
import type { ServerContext } from '../../context';
import { lessonAttachments, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { newStorageName } from '../../adapters/storage/storageAdapter';
import { editableLesson, findEditableLesson, type LessonAuthoring } from './lessonMedia';

/** The kinds of attachment a lesson may carry, with the content type each is served as. */
export const ATTACHMENT_KINDS = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;

/** How much of a file's start the kind is told from. */
const HEAD_BYTES = 64 * 1024;

const OOXML_PART: Partial<Record<AttachmentKind, string>> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

/**
 * The kind of a file by its bytes; the name's extension only tells the Office formats (zip files
 * inside) apart from a plain zip, and a text file from other bytes. Null: not allowed.
 */
export function attachmentKind(head: Buffer, fileName: string): AttachmentKind | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  const magic = head.subarray(0, 4).toString('latin1');
  if (magic === 'PK\x03\x04' || magic === 'PK\x05\x06') {
    const office = OOXML_PART[ext as AttachmentKind];
    if (office) {
      const text = head.toString('latin1');
      return text.includes('[Content_Types].xml') || text.includes(office) ? (ext as AttachmentKind) : 'zip';
    }
    return 'zip';
  }
  if (ext === 'txt' && head.length > 0 && !head.includes(0) && isUtf8(head)) return 'txt';
  return null;
}

/** UTF-8, allowing a character cut at the end of the sample. */
function isUtf8(head: Buffer): boolean {
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try once more without the last bytes
    }
  }
  return false;
}

/** A file name safe to show and to offer as a download: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, kind: AttachmentKind): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim().slice(0, 200);
  const withoutExt = clean.replace(/\.[^.]*$/, '') || 'attachment';
  return `${withoutExt}.${kind}`;
}

/** Lesson attachments: one file per lesson, checked by its bytes, in the protected lesson-attachment folder. */
export class AttachmentService {
  private readonly dir: string;

  constructor(private readonly ctx: ServerContext, private readonly authoring: LessonAuthoring) {
    this.dir = path.join(ctx.config.dataDir, 'attachment-uploads');
  }

  /** The file is streamed to a temporary file (at most ATTACHMENT_MAX_BYTES), checked, then stored. */
  async attach(caller: CustomerRow, lessonId: number, fileName: string, stream: Readable): Promise<EditableLesson> {
    await findEditableLesson(this.authoring, caller, lessonId);
    await fsp.mkdir(this.dir, { recursive: true });
    const tmp = path.join(this.dir, `${crypto.randomBytes(16).toString('hex')}.part`);
    const sampler = new HeadSampler(HEAD_BYTES, ATTACHMENT_MAX_BYTES);
    try {
      try {
        await pipeline(stream, sampler, fs.createWriteStream(tmp, { flags: 'wx' }));
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
        throw err;
      }
      // The multipart reader stops at the limit quietly when it does not throw.
      if ((stream as Readable & { truncated?: boolean }).truncated) throw attachmentTooLarge();
      const kind = attachmentKind(sampler.head, fileName);
      if (!kind) throw new AppError(400, ERROR_CODES.ATTACHMENT_TYPE_NOT_ALLOWED, 'Attach a PDF, ZIP, Word, Excel, PowerPoint, text, PNG or JPEG file.');
      const name = newStorageName(kind);
      await this.ctx.storage.writeFile(FILE_FOLDERS.lessonAttachment, name, tmp, sampler.total);
      let previous: string | null = null;
      try {
        await this.ctx.db.transaction(async (tx) => {
          const [old] = await tx.select({ name: lessonAttachments.nameBySystem }).from(lessonAttachments).where(eq(lessonAttachments.lessonId, lessonId)).for('update');
          previous = old?.name ?? null;
          const values = { nameBySystem: name, fileName: cleanFileName(fileName, kind), size: sampler.total, contentType: ATTACHMENT_KINDS[kind] };
          await tx.insert(lessonAttachments).values({ lessonId, ...values }).onConflictDoUpdate({ target: lessonAttachments.lessonId, set: { ...values, createdAt: new Date() } });
        });
      } catch (err) {
        await this.ctx.storage.remove(FILE_FOLDERS.lessonAttachment, name);
        throw err;
      }
      if (previous) await this.ctx.storage.remove(FILE_FOLDERS.lessonAttachment, previous);
      return await editableLesson(this.authoring, caller, lessonId);
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  async detach(caller: CustomerRow, lessonId: number): Promise<EditableLesson> {
    await findEditableLesson(this.authoring, caller, lessonId);
    const gone = await this.ctx.db.delete(lessonAttachments).where(eq(lessonAttachments.lessonId, lessonId)).returning({ name: lessonAttachments.nameBySystem });
    if (gone.length === 0) throw new AppError(404, ERROR_CODES.ATTACHMENT_NOT_FOUND, 'The lesson has no attachment.');
    for (const { name } of gone) await this.ctx.storage.remove(FILE_FOLDERS.lessonAttachment, name);
    return editableLesson(this.authoring, caller, lessonId);
  }

  /** Attachments of lessons that are gone (neither live nor in a draft revision), record and file. */
  async purgeOrphans(): Promise<number> {
    const gone = (
      await this.ctx.db.execute<{ name: string }>(sql`
        delete from lesson_attachments a
        where not exists (select 1 from lessons l where l.id = a.lesson_id)
          and not exists (select 1 from course_drafts d where jsonb_path_exists(d.content, '$.sections[*].lessons[*] ? (@.id == $id)', jsonb_build_object('id', a.lesson_id)))
        returning a.name_by_system as name`)
    ).rows;
    for (const { name } of gone) await this.ctx.storage.remove(FILE_FOLDERS.lessonAttachment, name);
    return gone.length;
  }
}

export function attachmentTooLarge(): AppError {
  return new AppError(413, ERROR_CODES.ATTACHMENT_TOO_LARGE, `An attachment may have at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`);
}

/** Keeps the first bytes for the type check and counts the rest, stopping past the limit. */
class HeadSampler extends Transform {
  head = Buffer.alloc(0);
  total = 0;

  constructor(private readonly headBytes: number, private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.limit) return callback(attachmentTooLarge());
    if (this.head.length < this.headBytes) this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    callback(null, chunk);
  }
}
