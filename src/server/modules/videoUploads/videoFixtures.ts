/**
 * Tiny but well-formed MP4 and WebM files for tests (there is no encoder here): only the boxes and
 * EBML elements the upload checks and the duration parser read, plus filler "media" bytes.
 */

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function mvhd(timescale: number, duration: number, version: 0 | 1): Buffer {
  if (version === 1) {
    const data = Buffer.alloc(4 + 8 + 8 + 4 + 8 + 80);
    data[0] = 1;
    data.writeUInt32BE(timescale, 20);
    data.writeBigUInt64BE(BigInt(duration), 24);
    return box('mvhd', data);
  }
  const data = Buffer.alloc(4 + 4 + 4 + 4 + 4 + 80);
  data.writeUInt32BE(timescale, 12);
  data.writeUInt32BE(duration, 16);
  return box('mvhd', data);
}

export interface Mp4Options {
  seconds: number;
  timescale?: number;
  /** moov after mdat (as many encoders write it when not "fast start"). */
  moovAtEnd?: boolean;
  version?: 0 | 1;
  /** Filler media bytes. */
  mediaBytes?: number;
}

export function makeMp4({ seconds, timescale = 1000, moovAtEnd = false, version = 0, mediaBytes = 1024 }: Mp4Options): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const moov = box('moov', mvhd(timescale, Math.round(seconds * timescale), version), box('trak', box('tkhd', Buffer.alloc(84))));
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 0x5a));
  return Buffer.concat(moovAtEnd ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

function ebmlSize(n: number): Buffer {
  // 8-byte size: 0x01 marker then 7 bytes.
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(n, 2, 6);
  return out;
}

function element(id: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  const firstNonZero = idBytes.findIndex((b) => b !== 0);
  return Buffer.concat([idBytes.subarray(firstNonZero), ebmlSize(body.length), body]);
}

function uint(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

export interface WebmOptions {
  seconds: number;
  /** Nanoseconds per Duration unit (default 1 000 000, i.e. milliseconds). */
  timecodeScale?: number;
  docType?: string;
  /** 4-byte float Duration instead of 8. */
  floatDuration?: boolean;
  withoutDuration?: boolean;
  mediaBytes?: number;
}

export function makeWebm({ seconds, timecodeScale = 1_000_000, docType = 'webm', floatDuration = false, withoutDuration = false, mediaBytes = 1024 }: WebmOptions): Buffer {
  const header = element(0x1a45dfa3, element(0x4286, Buffer.from([1])), element(0x42f7, Buffer.from([1])), element(0x4282, Buffer.from(docType, 'latin1')), element(0x4287, Buffer.from([4])));
  const units = (seconds * 1e9) / timecodeScale;
  const duration = Buffer.alloc(floatDuration ? 4 : 8);
  if (floatDuration) duration.writeFloatBE(units);
  else duration.writeDoubleBE(units);
  const info = element(0x1549a966, element(0x2ad7b1, uint(timecodeScale)), ...(withoutDuration ? [] : [element(0x4489, duration)]), element(0x4d80, Buffer.from('academy-test', 'latin1')));
  const seekHead = element(0x114d9b74, Buffer.alloc(16));
  const cluster = element(0x1f43b675, element(0xe7, Buffer.from([0])), Buffer.alloc(mediaBytes, 0x33));
  return Buffer.concat([header, element(0x18538067, seekHead, info, cluster)]);
}
