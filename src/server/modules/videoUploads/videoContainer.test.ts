import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bufferSource, fileSource, readVideoDuration, sniffVideo, type ByteSource } from './videoContainer';
import { makeMp4, makeWebm } from './videoFixtures';

const ASSETS = path.join(__dirname, '..', '..', 'seed', 'assets');

/** Counts the bytes asked for, to show the parser reads boxes, not the file. */
function counting(source: ByteSource): ByteSource & { bytesRead: () => number } {
  let total = 0;
  return {
    size: source.size,
    read: async (position, length) => {
      const chunk = await source.read(position, length);
      total += chunk.length;
      return chunk;
    },
    bytesRead: () => total,
  };
}

describe('sniffVideo', () => {
  it('knows MP4 by its ftyp box and WebM by its EBML DocType', () => {
    expect(sniffVideo(makeMp4({ seconds: 3 }))).toBe('mp4');
    expect(sniffVideo(makeWebm({ seconds: 3 }))).toBe('webm');
  });

  it('refuses a PNG, text, Matroska that is not WebM, and an empty file', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(sniffVideo(png)).toBe('invalid');
    expect(sniffVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('invalid');
    expect(sniffVideo(makeWebm({ seconds: 3, docType: 'matroska' }))).toBe('invalid');
    expect(sniffVideo(Buffer.alloc(0), true)).toBe('invalid');
  });

  it('asks for more bytes while the start is too short to tell, and refuses it once the file ended', () => {
    const mp4 = makeMp4({ seconds: 3 });
    expect(sniffVideo(mp4.subarray(0, 6))).toBe('more');
    expect(sniffVideo(mp4.subarray(0, 6), true)).toBe('invalid');
    const webm = makeWebm({ seconds: 3 });
    expect(sniffVideo(webm.subarray(0, 20))).toBe('more');
    expect(sniffVideo(webm.subarray(0, 20), true)).toBe('invalid');
  });
});

describe('readVideoDuration', () => {
  it.each([
    ['MP4, moov first, version 0', makeMp4({ seconds: 125 }), 125],
    ['MP4, moov at the end', makeMp4({ seconds: 42, moovAtEnd: true, mediaBytes: 200_000 }), 42],
    ['MP4, version 1 (64-bit) mvhd, 90 kHz', makeMp4({ seconds: 3600, timescale: 90_000, version: 1 }), 3600],
    ['WebM, double Duration in ms', makeWebm({ seconds: 61 }), 61],
    ['WebM, float Duration', makeWebm({ seconds: 7, floatDuration: true }), 7],
    ['WebM, TimecodeScale 1 µs', makeWebm({ seconds: 19, timecodeScale: 1000 }), 19],
  ])('%s', async (_name, file, seconds) => {
    const container = sniffVideo(file);
    if (container === 'invalid' || container === 'more') throw new Error(container);
    expect(await readVideoDuration(bufferSource(file), container)).toBe(seconds);
  });

  it('reads only the boxes it needs when moov is at the end of a large file', async () => {
    const file = makeMp4({ seconds: 10, moovAtEnd: true, mediaBytes: 5_000_000 });
    const source = counting(bufferSource(file));
    expect(await readVideoDuration(source, 'mp4')).toBe(10);
    expect(source.bytesRead()).toBeLessThan(500);
  });

  it('answers null when the container does not say (no moov, WebM without Duration, a truncated box)', async () => {
    const mp4 = makeMp4({ seconds: 5, moovAtEnd: true });
    expect(await readVideoDuration(bufferSource(mp4.subarray(0, mp4.length - 60)), 'mp4')).toBeNull();
    expect(await readVideoDuration(bufferSource(makeWebm({ seconds: 5, withoutDuration: true })), 'webm')).toBeNull();
    expect(await readVideoDuration(bufferSource(Buffer.from('not a video at all')), 'mp4')).toBeNull();
  });

  it('reads the real demo files from disk: a 5 s WebM and an MP4', async () => {
    for (const [file, container] of [['intro-lesson.webm', 'webm'], ['demo-lesson.mp4', 'mp4']] as const) {
      const full = path.join(ASSETS, file);
      const head = Buffer.alloc(4096);
      const handle = await fsp.open(full, 'r');
      try {
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        expect(sniffVideo(head.subarray(0, bytesRead))).toBe(container);
        const seconds = await readVideoDuration(fileSource(handle, fs.statSync(full).size), container);
        expect(seconds).toBeGreaterThanOrEqual(1);
        expect(seconds).toBeLessThan(60);
        if (file === 'intro-lesson.webm') expect(seconds).toBe(5);
      } finally {
        await handle.close();
      }
    }
  });

  it('reads a crafted fixture written to a file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-container-'));
    try {
      const file = path.join(dir, 'clip.webm');
      fs.writeFileSync(file, makeWebm({ seconds: 33, mediaBytes: 100_000 }));
      const handle = await fsp.open(file, 'r');
      try {
        expect(await readVideoDuration(fileSource(handle, fs.statSync(file).size), 'webm')).toBe(33);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
