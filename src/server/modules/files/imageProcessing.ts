import type { Metadata, Sharp, SharpOptions } from 'sharp';

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let sharpFactory: Promise<SharpFactory> | null = null;

/**
 * libvips costs ~19 MB of memory: loaded on the first image, not at start (most processes of a
 * restarted server never see an upload). No decoded-image cache and one worker: uploads are rare.
 */
export function loadSharp(): Promise<SharpFactory> {
  sharpFactory ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpFactory;
}

/** Pixel limit: a small file can still decode to a huge bitmap (decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 2048;

/** The image kind from the first bytes of the file; the client's content type is never trusted. */
function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && (data.toString('latin1', 0, 6) === 'GIF87a' || data.toString('latin1', 0, 6) === 'GIF89a')) return 'gif';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  kind: ImageKind;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export class ImageRejected extends Error {
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason);
  }
}

/**
 * Decodes and re-encodes the image in its own format: drops metadata (EXIF, GPS), applies the
 * orientation, bounds the size, and leaves nothing of the original bytes but pixels.
 */
export async function reencodeImage(data: Buffer): Promise<ProcessedImage> {
  const kind = detectImageKind(data);
  if (!kind) throw new ImageRejected('not-an-image');
  const animated = kind === 'gif' || kind === 'webp';
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(data, { limitInputPixels: MAX_INPUT_PIXELS, animated }).metadata();
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new ImageRejected('too-many-pixels');
    throw new ImageRejected('not-an-image');
  }
  if (!meta.width || !meta.height) throw new ImageRejected('not-an-image');
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  try {
    const sharp = await loadSharp();
    let pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    switch (kind) {
      case 'jpeg':
        pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
        break;
      case 'png':
        pipeline = pipeline.png({ compressionLevel: 9 });
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality: 85 });
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
    }
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data: out,
      kind,
      contentType: `image/${kind}`,
      extension: kind === 'jpeg' ? 'jpg' : kind,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new ImageRejected('too-many-pixels');
    throw new ImageRejected('not-an-image');
  }
}
