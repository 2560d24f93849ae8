// Podcast audio checked by its bytes: MP3 (an ID3 tag or an MPEG audio frame), M4A (an MP4 file of the
// audio brands) or OGG (an Ogg page). The duration is read when it is cheap: M4A's movie header, an
// Ogg file's last granule position, an MP3's Xing/Info frame count or its constant bit rate.

export interface AudioInfo {
  extension: 'mp3' | 'm4a' | 'ogg';
  contentType: string;
  durationSeconds: number | null;
}

const MP3_BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0];
const MP3_BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function whole(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds < 86_400 ? Math.round(seconds) : null;
}

/** The first MPEG layer III frame header at or after `from`, with what it says. */
function mp3Frame(data: Buffer, from: number): { offset: number; bitrate: number; sampleRate: number; samples: number; mono: boolean; version: number } | null {
  for (let i = from; i + 4 <= data.length && i < from + 64 * 1024; i++) {
    if (data[i] !== 0xff || (data[i + 1]! & 0xe0) !== 0xe0) continue;
    const version = (data[i + 1]! >> 3) & 3; // 3: MPEG1, 2: MPEG2, 0: MPEG2.5
    const layer = (data[i + 1]! >> 1) & 3; // 1: layer III
    if (version === 1 || layer !== 1) continue;
    const bitrateIndex = data[i + 2]! >> 4;
    const rateIndex = (data[i + 2]! >> 2) & 3;
    if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) continue;
    const bitrate = (version === 3 ? MP3_BITRATES_V1_L3 : MP3_BITRATES_V2_L3)[bitrateIndex]! * 1000;
    const sampleRate = MP3_RATES[version]![rateIndex]!;
    return { offset: i, bitrate, sampleRate, samples: version === 3 ? 1152 : 576, mono: data[i + 3]! >> 6 === 3, version };
  }
  return null;
}

function mp3Duration(data: Buffer, start: number): number | null {
  const frame = mp3Frame(data, start);
  if (!frame) return null;
  // A Xing/Info header after the side information gives the frame count.
  const side = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const at = frame.offset + 4 + side;
  const tag = data.toString('latin1', at, at + 4);
  if ((tag === 'Xing' || tag === 'Info') && data.length >= at + 12 && (data.readUInt32BE(at + 4) & 1) === 1) {
    return whole((data.readUInt32BE(at + 8) * frame.samples) / frame.sampleRate);
  }
  return whole(((data.length - frame.offset) * 8) / frame.bitrate);
}

function id3Size(data: Buffer): number {
  // Four 7-bit bytes (synchsafe), after the 10-byte header.
  return 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f));
}

/** The movie header's duration of an MP4 file (the moov box searched at the top level). */
function mp4Duration(data: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (size === 1 && offset + 16 <= data.length) size = Number(data.readBigUInt64BE(offset + 8));
    if (size < 8) return null;
    if (type === 'moov') {
      const mvhd = data.indexOf('mvhd', offset, 'latin1');
      if (mvhd < 0 || mvhd + 32 > data.length) return null;
      const version = data[mvhd + 4];
      if (version === 1) return mvhd + 36 <= data.length ? whole(Number(data.readBigUInt64BE(mvhd + 28)) / data.readUInt32BE(mvhd + 24)) : null;
      return whole(data.readUInt32BE(mvhd + 20) / data.readUInt32BE(mvhd + 16));
    }
    offset += size;
  }
  return null;
}

/** An Ogg Vorbis or Opus stream: the last page's granule position over the sample rate. */
function oggDuration(data: Buffer): number | null {
  const last = data.lastIndexOf('OggS', data.length - 1, 'latin1');
  if (last < 0 || last + 14 > data.length) return null;
  const granule = Number(data.readBigUInt64LE(last + 6));
  if (data.indexOf('OpusHead', 0, 'latin1') >= 0 && data.indexOf('OpusHead', 0, 'latin1') < 200) return whole(granule / 48000);
  const vorbis = data.indexOf('\u0001vorbis', 0, 'latin1');
  if (vorbis < 0 || vorbis + 16 > data.length) return null;
  return whole(granule / data.readUInt32LE(vorbis + 12));
}

const M4A_BRANDS = ['M4A ', 'M4B ', 'mp42', 'isom', 'mp41', 'iso2', 'dash'];

export function inspectAudio(data: Buffer): AudioInfo | null {
  if (data.length < 12) return null;
  if (data.toString('latin1', 0, 4) === 'OggS') return { extension: 'ogg', contentType: 'audio/ogg', durationSeconds: oggDuration(data) };
  if (data.toString('latin1', 4, 8) === 'ftyp' && M4A_BRANDS.includes(data.toString('latin1', 8, 12))) {
    return { extension: 'm4a', contentType: 'audio/mp4', durationSeconds: mp4Duration(data) };
  }
  if (data.toString('latin1', 0, 3) === 'ID3' && data.length > 10) {
    const start = id3Size(data);
    return mp3Frame(data, start) ? { extension: 'mp3', contentType: 'audio/mpeg', durationSeconds: mp3Duration(data, start) } : null;
  }
  const frame = mp3Frame(data, 0);
  if (frame && frame.offset === 0) return { extension: 'mp3', contentType: 'audio/mpeg', durationSeconds: mp3Duration(data, 0) };
  return null;
}
