// Ticket attachments: checked by their bytes, never by the name or the client's content type. Images
// (JPEG, PNG, WebP) are decoded and re-encoded like profile photos (reencodeImage: metadata dropped,
// pixel limit); PDFs (starting with %PDF-) are stored as they are and only ever served as downloads.
// Files live in the protected folder ticket-attachment: /storage never serves it without a signature
// nobody issues, so the only way in is GET /api/Tickets/{id}/Attachments/{attachmentId}, which checks
// who may read the message.
import { and, isNull, lt, sql } from 'drizzle-orm';
import { FILE_FOLDERS } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { TICKET_ATTACHMENT_MAX_BYTES, type TicketUpload } from '../../../shared/schemas/tickets';
import { newStorageName } from '../../adapters/storage/storageAdapter';
import type { ServerContext } from '../../context';
import { ticketAttachments, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { ImageRejected, reencodeImage } from '../files/imageProcessing';

export const TICKET_ATTACHMENT_FOLDER = FILE_FOLDERS.ticketAttachment;
const NAME_MAX_LENGTH = 200;
const PURGE_BATCH = 500;

export interface CheckedFile {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  extension: 'jpg' | 'png' | 'webp' | 'pdf';
}

export function isPdf(data: Buffer): boolean {
  return data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-';
}

function invalid(): AppError {
  return new AppError(400, ERROR_CODES.TICKET_ATTACHMENT_INVALID, 'Attach a JPEG, PNG or WebP image or a PDF.');
}

/** What the bytes are: a PDF as it is, or an image re-encoded; anything else (a GIF too) is refused. */
export async function checkAttachment(data: Buffer): Promise<CheckedFile> {
  if (data.length === 0) throw invalid();
  if (data.length > TICKET_ATTACHMENT_MAX_BYTES) throw new AppError(413, ERROR_CODES.TICKET_ATTACHMENT_TOO_LARGE, 'An attachment can be at most 5 MB.');
  if (isPdf(data)) return { data, contentType: 'application/pdf', extension: 'pdf' };
  try {
    const image = await reencodeImage(data);
    if (image.kind === 'gif') throw invalid();
    return { data: image.data, contentType: image.contentType as CheckedFile['contentType'], extension: image.kind === 'jpeg' ? 'jpg' : image.kind };
  } catch (err) {
    if (err instanceof ImageRejected) throw invalid();
    throw err;
  }
}

/**
 * The name shown for the file: the client's base name without control characters, its extension
 * replaced by the one of what the bytes are ("scan.pdf" holding a PNG is shown as "scan.png").
 */
export function displayName(original: string | undefined, extension: string): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>]/g, '')
    .trim();
  const stem = (base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base).trim() || 'attachment';
  return `${stem.slice(0, NAME_MAX_LENGTH - extension.length - 1)}.${extension}`;
}

export class TicketAttachmentStore {
  constructor(private readonly ctx: Pick<ServerContext, 'db' | 'storage'>) {}

  /** Stores an upload of the caller's, not yet attached to a message (201: its id for attachmentIds). */
  async upload(caller: CustomerRow, data: Buffer, originalName: string | undefined): Promise<TicketUpload> {
    const file = await checkAttachment(data);
    const fileName = newStorageName(file.extension);
    const name = displayName(originalName, file.extension);
    await this.ctx.storage.write(TICKET_ATTACHMENT_FOLDER, fileName, file.data);
    try {
      const [row] = await this.ctx.db
        .insert(ticketAttachments)
        .values({ uploaderId: caller.id, fileName, originalName: name, contentType: file.contentType, sizeBytes: file.data.length })
        .returning({ id: ticketAttachments.id });
      return { id: row!.id, name, contentType: file.contentType, size: file.data.length };
    } catch (err) {
      await this.ctx.storage.remove(TICKET_ATTACHMENT_FOLDER, fileName);
      throw err;
    }
  }

  read(fileName: string) {
    return this.ctx.storage.read(TICKET_ATTACHMENT_FOLDER, fileName);
  }

  /** Deletes uploads never sent with a message once they are `maxAgeMs` old, records and files. */
  async purgeUnsent(maxAgeMs: number): Promise<number> {
    const cutoff = new Date(Date.now() - maxAgeMs);
    let total = 0;
    for (;;) {
      const gone = await this.ctx.db
        .delete(ticketAttachments)
        .where(
          sql`${ticketAttachments.id} in (select id from ticket_attachments where ${and(isNull(ticketAttachments.messageId), lt(ticketAttachments.createdAt, cutoff))} limit ${PURGE_BATCH} for update skip locked)`,
        )
        .returning({ fileName: ticketAttachments.fileName });
      for (const file of gone) await this.ctx.storage.remove(TICKET_ATTACHMENT_FOLDER, file.fileName);
      total += gone.length;
      if (gone.length < PURGE_BATCH) return total;
    }
  }
}
