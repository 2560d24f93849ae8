import crypto from 'node:crypto';
import { FILE_FOLDERS, isFileFolder, type FileFolder } from '../../../shared/constants';
import { STORAGE_BASE } from '../../../shared/apiPaths';
import { isSafeStorageName } from '../../adapters/storage/storageAdapter';

/**
 * Folders whose files are never public: /storage serves them only with a valid signature. Lesson
 * videos are paid content; whoever may open the lesson (GET /api/Lessons/{id}) gets a short-lived
 * signed URL, a free preview's included.
 */
export const PROTECTED_FOLDERS: readonly FileFolder[] = [FILE_FOLDERS.courseVideo, FILE_FOLDERS.lessonAttachment, FILE_FOLDERS.ticketAttachment];

export function isProtectedFolder(folder: FileFolder): boolean {
  return PROTECTED_FOLDERS.includes(folder);
}

/** The query parameters of a signed URL. */
export const SIGNED_URL_PARAMS = { expires: 'expires', customer: 'customer', signature: 'signature' } as const;

/** Who a URL was issued to when nobody is signed in (free previews). */
const ANONYMOUS = 'anonymous';

export type SignatureCheck = { ok: true; expires: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Short-lived signed URLs for protected files: HMAC-SHA256 over the path, the expiry time and the
 * customer it was issued to, with a key derived from the token signing key (so every node that
 * accepts our tokens verifies our URLs, and nothing else is to be shared). A URL is valid from
 * `ttlSeconds` up to a few seconds more: the expiry is rounded up (to a minute at most) so that
 * opening the same lesson again within that time gives the same URL, which the browser has cached.
 */
export class MediaUrls {
  private readonly key: Buffer;
  private readonly step: number;

  readonly ttlSeconds: number;
  private readonly storageBaseUrl: string;

  constructor(options: { secret: Uint8Array; ttlSeconds: number; storageBaseUrl: string }, private readonly nowMs: () => number = Date.now) {
    const { secret, ttlSeconds } = options;
    this.ttlSeconds = ttlSeconds;
    this.storageBaseUrl = options.storageBaseUrl;
    this.key = crypto.createHmac('sha256', secret).update('academy media url signing key v1').digest();
    this.step = Math.max(1, Math.min(60, Math.floor(ttlSeconds / 10)));
  }

  private mac(folder: string, name: string, expires: number, customer: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${STORAGE_BASE}/${folder}/${name}\n${expires}\n${customer}`).digest();
  }

  /** The path to read a file at: signed for `customer` in a protected folder, plain elsewhere. */
  urlFor(folder: FileFolder, name: string, customer: string | null): string {
    const path = `${STORAGE_BASE}/${folder}/${encodeURIComponent(name)}`;
    if (!isProtectedFolder(folder)) return path;
    const now = Math.floor(this.nowMs() / 1000);
    const expires = Math.ceil((now + this.ttlSeconds) / this.step) * this.step;
    const who = customer ?? ANONYMOUS;
    const signature = this.mac(folder, name, expires, who).toString('base64url');
    const query = new URLSearchParams({ [SIGNED_URL_PARAMS.expires]: String(expires), [SIGNED_URL_PARAMS.customer]: who, [SIGNED_URL_PARAMS.signature]: signature });
    return `${path}?${query.toString()}`;
  }

  /** Checks a request's signature; an expired one is told apart only once the signature itself is right. */
  verify(folder: FileFolder, name: string, query: Partial<Record<string, unknown>>): SignatureCheck {
    const expiresText = query[SIGNED_URL_PARAMS.expires];
    const customer = query[SIGNED_URL_PARAMS.customer];
    const signature = query[SIGNED_URL_PARAMS.signature];
    if (typeof expiresText !== 'string' || typeof customer !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'invalid' };
    if (!/^[0-9]{1,12}$/.test(expiresText) || customer.length === 0 || customer.length > 100 || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return { ok: false, reason: 'invalid' };
    const expires = Number(expiresText);
    const expected = this.mac(folder, name, expires, customer);
    if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= this.nowMs()) return { ok: false, reason: 'expired' };
    return { ok: true, expires };
  }

  /** Seconds a verified URL has left, never more than the configured lifetime. */
  secondsLeft(expires: number): number {
    return Math.max(0, Math.min(this.ttlSeconds, Math.floor(expires - this.nowMs() / 1000)));
  }

  /**
   * A lesson's video URL for the viewer who may open the lesson: a file of ours in a protected folder
   * (`{storage base}/course-video/{name}`, as stored) becomes a signed URL; anything else is left as it is.
   */
  lessonVideoUrl(stored: string | null, viewer: { encryptId: string } | null): string | null {
    if (stored === null) return null;
    const file = storedFileOf(stored, this.storageBaseUrl);
    if (!file || !isProtectedFolder(file.folder)) return stored;
    return this.urlFor(file.folder, file.name, viewer?.encryptId ?? null);
  }
}

/** The folder and name of a URL that points into our storage (`/storage/…` or STORAGE_BASE_URL/…), else null. */
export function storedFileOf(url: string, storageBaseUrl: string): { folder: FileFolder; name: string } | null {
  for (const base of new Set([storageBaseUrl, STORAGE_BASE])) {
    if (!url.startsWith(`${base}/`)) continue;
    const [folder, name, ...rest] = url.slice(base.length + 1).split('/');
    if (rest.length > 0 || folder === undefined || name === undefined) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      return null;
    }
    if (isFileFolder(folder) && isSafeStorageName(decoded)) return { folder, name: decoded };
  }
  return null;
}
