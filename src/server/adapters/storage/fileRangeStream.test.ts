import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FileRangeStream, spareChunkBuffers } from './fileRangeStream';

const MiB = 1024 * 1024;

let dir: string;
let file: string;
let data: Buffer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-range-'));
  file = path.join(dir, 'video.mp4');
  data = crypto.randomBytes(3 * MiB + 12345);
  await fs.writeFile(file, data);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function open(start: number, end: number, name = file): Promise<FileRangeStream> {
  return new FileRangeStream(await fs.open(name, 'r'), start, end);
}

/** A real HTTP server whose answers are the streams `answer` makes for each request path. */
async function serve(answer: (url: string) => Promise<FileRangeStream>, { stopOnClose = true } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void answer(req.url ?? '/').then((stream) => {
      // As Fastify does: a failed stream is logged, and a client that went away stops the stream.
      stream.on('error', () => undefined);
      if (stopOnClose) res.on('close', () => stream.destroy());
      stream.pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function body(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function get(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => body(res).then(resolve, reject)).on('error', reject);
  });
}

describe('FileRangeStream', () => {
  it('reads the asked bytes as an ordinary stream, in fresh buffers', async () => {
    const whole = await body(await open(0, data.length - 1));
    expect(whole.equals(data)).toBe(true);
    const part = await body(await open(1000, 300_000));
    expect(part.equals(data.subarray(1000, 300_001))).toBe(true);
  });

  it('sends exactly the asked bytes into HTTP answers, many at once over reused buffers', async () => {
    const server = await serve(async (url) => {
      const [start, end] = url.slice(1).split('-').map(Number) as [number, number];
      return open(start, end);
    });
    try {
      const ranges = Array.from({ length: 24 }, (_, i) => {
        const start = (i * 131_071) % (data.length - MiB);
        return [start, start + MiB - 1 - i * 7] as const;
      });
      ranges.push([0, data.length - 1], [data.length - 10, data.length - 1], [5, 5]);
      const answers = await Promise.all(ranges.map(([start, end]) => get(`${server.url}/${start}-${end}`)));
      answers.forEach((answer, i) => {
        const [start, end] = ranges[i]!;
        expect(answer.equals(data.subarray(start, end + 1))).toBe(true);
      });
      // The buffers went back for the next answers, no more than the cap.
      expect(spareChunkBuffers()).toBeGreaterThan(0);
      expect(spareChunkBuffers()).toBeLessThanOrEqual(16);
    } finally {
      await server.close();
    }
  });

  it('stops reading and closes the file when the client goes away', async () => {
    let sent: FileRangeStream | undefined;
    // Nobody else stops the stream here: it notices by itself.
    const server = await serve(
      async () => {
        sent = await open(0, data.length - 1);
        return sent;
      },
      { stopOnClose: false },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${server.url}/all`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no bytes came')), 5_000);
      });
      await new Promise<void>((resolve) => {
        if (sent!.destroyed) resolve();
        else sent!.once('close', () => resolve());
      });
      expect(sent!.destroyed).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('ends the answer with an error, not a short body, when the file became shorter', async () => {
    const short = path.join(dir, 'short.mp4');
    await fs.writeFile(short, data.subarray(0, 1000));
    const server = await serve(() => open(0, MiB - 1, short));
    try {
      const outcome = await new Promise<string>((resolve) => {
        http
          .get(`${server.url}/short`, (res) => {
            res.on('data', () => undefined);
            res.on('end', () => resolve('ended'));
            res.on('error', () => resolve('error'));
            res.on('aborted', () => resolve('aborted'));
          })
          .on('error', () => resolve('error'));
      });
      expect(outcome).not.toBe('ended');
    } finally {
      await server.close();
    }
  });
});
