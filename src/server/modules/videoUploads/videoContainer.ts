import type { FileHandle } from 'node:fs/promises';

/**
 * What an uploaded video is, by its bytes, and how long it plays, read from the container's own
 * header boxes (MP4: moov > mvhd, wherever moov sits; WebM: Segment > Info > Duration scaled by
 * TimecodeScale). Only the few boxes needed are read, a few bytes at a time, never the whole file.
 */
export type VideoContainer = 'mp4' | 'webm';

/** Random access to a file's bytes: `read` answers fewer bytes only at the end of the file. */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

export function bufferSource(data: Buffer): ByteSource {
  return { size: data.length, read: async (position, length) => data.subarray(position, Math.min(data.length, position + length)) };
}

export function fileSource(handle: FileHandle, size: number): ByteSource {
  return {
    size,
    async read(position, length) {
      const want = Math.max(0, Math.min(length, size - position));
      const buffer = Buffer.alloc(want);
      let done = 0;
      while (done < want) {
        const { bytesRead } = await handle.read(buffer, done, want - done, position + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buffer.subarray(0, done);
    },
  };
}

/** The most of a file's start the sniffer looks at: an EBML header is a few dozen bytes. */
export const SNIFF_BYTES = 4096;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const ID_EBML_DOCTYPE = 0x4282;

/**
 * The container the first bytes of a file announce: 'more' while too few bytes arrived to tell
 * (`ended`: none will follow), 'invalid' for anything but MP4 (an `ftyp` box first) or WebM (an EBML
 * header whose DocType is "webm").
 */
export function sniffVideo(head: Buffer, ended = false): VideoContainer | 'invalid' | 'more' {
  const decide = (answer: VideoContainer | 'invalid' | 'more') => (answer === 'more' && (ended || head.length >= SNIFF_BYTES) ? 'invalid' : answer);
  if (head.length < 4) return decide('more');
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return decide(sniffEbml(head));
  if (head.length < 12) return decide('more');
  const boxSize = head.readUInt32BE(0);
  if (head.toString('latin1', 4, 8) === 'ftyp' && (boxSize === 1 || boxSize >= 16)) return 'mp4';
  return 'invalid';
}

function sniffEbml(head: Buffer): VideoContainer | 'invalid' | 'more' {
  const size = readVint(head, 4);
  if (size === 'more') return 'more';
  if (size === null || size.value === null) return 'invalid';
  const end = 4 + size.length + size.value;
  let at = 4 + size.length;
  while (at < end) {
    const id = readId(head, at);
    if (id === 'more') return 'more';
    if (id === null) return 'invalid';
    const len = readVint(head, at + id.length);
    if (len === 'more') return 'more';
    if (len === null || len.value === null) return 'invalid';
    const dataAt = at + id.length + len.length;
    if (id.value === ID_EBML_DOCTYPE) {
      if (dataAt + len.value > head.length) return 'more';
      const docType = head.toString('latin1', dataAt, dataAt + len.value).replace(/\0+$/, '');
      return docType === 'webm' ? 'webm' : 'invalid';
    }
    at = dataAt + len.value;
  }
  return 'invalid';
}

/** An EBML element ID (1-4 bytes, its length marker kept). */
function readId(buf: Buffer, at: number): { value: number; length: number } | null | 'more' {
  if (at >= buf.length) return 'more';
  const first = buf[at]!;
  const length = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (length === 0) return null;
  if (at + length > buf.length) return 'more';
  return { value: buf.readUIntBE(at, length), length };
}

/** An EBML size (1-8 bytes, marker removed); `value` null for "unknown size" (all ones). */
function readVint(buf: Buffer, at: number): { value: number | null; length: number } | null | 'more' {
  if (at >= buf.length) return 'more';
  const first = buf[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) return null;
  if (at + length > buf.length) return 'more';
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i]!;
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  return { value: allOnes ? null : value, length };
}

/** Seconds the video plays (rounded, at least 1 for any positive duration), or null when the container does not say. */
export async function readVideoDuration(source: ByteSource, container: VideoContainer): Promise<number | null> {
  const seconds = container === 'mp4' ? await mp4Duration(source) : await webmDuration(source);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds));
}

// ---- MP4 (ISO BMFF) ------------------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after size, type and a 64-bit size). */
  dataAt: number;
  end: number;
}

/** The boxes directly inside [start, end): headers only, each skipped by its size. */
async function* boxes(source: ByteSource, start: number, end: number): AsyncGenerator<Box> {
  let at = start;
  // A file has few top-level boxes; a hostile one cannot make us loop for long.
  for (let count = 0; at + 8 <= end && count < 10_000; count++) {
    const header = await source.read(at, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let dataAt = at + 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(header.readBigUInt64BE(8));
      dataAt = at + 16;
    } else if (size === 0) size = end - at;
    if (size < dataAt - at || at + size > end) return;
    yield { type, start: at, dataAt, end: at + size };
    at += size;
  }
}

async function findBox(source: ByteSource, start: number, end: number, type: string): Promise<Box | null> {
  for await (const box of boxes(source, start, end)) if (box.type === type) return box;
  return null;
}

async function mp4Duration(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, 0, source.size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(source, moov.dataAt, moov.end, 'mvhd');
  if (!mvhd) return null;
  const data = await source.read(mvhd.dataAt, 32);
  if (data.length < 20) return null;
  const version = data[0];
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (data.length < 32) return null;
    timescale = data.readUInt32BE(20);
    const raw = data.readBigUInt64BE(24);
    duration = raw === 0xffffffffffffffffn ? 0 : Number(raw);
  } else {
    timescale = data.readUInt32BE(12);
    const raw = data.readUInt32BE(16);
    duration = raw === 0xffffffff ? 0 : raw;
  }
  if (timescale === 0) return null;
  if (duration === 0) {
    // A fragmented MP4 may give its length in moov > mvex > mehd instead.
    const mvex = await findBox(source, moov.dataAt, moov.end, 'mvex');
    const mehd = mvex ? await findBox(source, mvex.dataAt, mvex.end, 'mehd') : null;
    if (!mehd) return null;
    const m = await source.read(mehd.dataAt, 12);
    if (m.length < 8) return null;
    duration = m[0] === 1 ? (m.length >= 12 ? Number(m.readBigUInt64BE(4)) : 0) : m.readUInt32BE(4);
  }
  return duration / timescale;
}

// ---- WebM (Matroska / EBML) ------------------------------------------------------------------------

const ID_SEGMENT = 0x18538067;
const ID_INFO = 0x1549a966;
const ID_TIMECODE_SCALE = 0x2ad7b1;
const ID_DURATION = 0x4489;
const ID_CLUSTER = 0x1f43b675;

interface Element {
  id: number;
  dataAt: number;
  /** null: unknown size (runs to its parent's end). */
  size: number | null;
}

async function readElement(source: ByteSource, at: number): Promise<Element | null> {
  const header = await source.read(at, 12);
  const id = readId(header, 0);
  if (id === null || id === 'more') return null;
  const size = readVint(header, id.length);
  if (size === null || size === 'more') return null;
  return { id: id.value, dataAt: at + id.length + size.length, size: size.value };
}

async function webmDuration(source: ByteSource): Promise<number | null> {
  // Top level: the EBML header, then the Segment.
  let at = 0;
  let segment: Element | null = null;
  for (let count = 0; at < source.size && count < 16; count++) {
    const element = await readElement(source, at);
    if (!element) return null;
    if (element.id === ID_SEGMENT) {
      segment = element;
      break;
    }
    if (element.size === null) return null;
    at = element.dataAt + element.size;
  }
  if (!segment) return null;
  const segmentEnd = segment.size === null ? source.size : Math.min(source.size, segment.dataAt + segment.size);
  // The Segment's children: SeekHead, Info, Tracks, ... Info comes before the first Cluster.
  at = segment.dataAt;
  for (let count = 0; at < segmentEnd && count < 10_000; count++) {
    const element = await readElement(source, at);
    if (!element || element.id === ID_CLUSTER) return null;
    if (element.size === null) return null;
    if (element.id === ID_INFO) return infoDuration(source, element.dataAt, Math.min(segmentEnd, element.dataAt + element.size));
    at = element.dataAt + element.size;
  }
  return null;
}

async function infoDuration(source: ByteSource, start: number, end: number): Promise<number | null> {
  // Info is small (a few hundred bytes): read it at once, capped.
  const info = await source.read(start, Math.min(end - start, 64 * 1024));
  let timecodeScale = 1_000_000;
  let duration: number | null = null;
  let at = 0;
  while (at < info.length) {
    const id = readId(info, at);
    if (id === null || id === 'more') break;
    const size = readVint(info, at + id.length);
    if (size === null || size === 'more' || size.value === null) break;
    const dataAt = at + id.length + size.length;
    if (dataAt + size.value > info.length) break;
    if (id.value === ID_TIMECODE_SCALE && size.value >= 1 && size.value <= 6) timecodeScale = info.readUIntBE(dataAt, size.value);
    if (id.value === ID_DURATION) {
      if (size.value === 4) duration = info.readFloatBE(dataAt);
      else if (size.value === 8) duration = info.readDoubleBE(dataAt);
    }
    at = dataAt + size.value;
  }
  if (duration === null) return null;
  // Duration counts TimecodeScale units (nanoseconds each by default 1 000 000, i.e. milliseconds).
  return (duration * timecodeScale) / 1e9;
}
