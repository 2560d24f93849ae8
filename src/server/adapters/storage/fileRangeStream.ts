import type { FileHandle } from 'node:fs/promises';
import { ServerResponse } from 'node:http';
import { Readable, type Writable } from 'node:stream';

/** Bytes read from the file at a time. */
const CHUNK = 256 * 1024;
/** Chunk buffers kept for the next answers: two per answer in flight, up to this many in all (4 MiB). */
const MAX_SPARE = 16;
const spare: Buffer[] = [];

function takeBuffer(): Buffer {
  return spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK);
}

function giveBack(buffer: Buffer): void {
  if (spare.length < MAX_SPARE) spare.push(buffer);
}

/** How many chunk buffers wait for reuse (for tests). */
export function spareChunkBuffers(): number {
  return spare.length;
}

/**
 * Bytes `start`..`end` (inclusive) of an open file, closing it when done or destroyed.
 *
 * Read as any stream, each chunk is a new buffer. Piped into an HTTP answer (as Fastify does with a
 * stream payload), it writes the chunks itself from a few reused buffers instead, one write in flight,
 * taking a buffer back once the socket has taken its bytes (the write's callback). A new 256 KiB
 * buffer per chunk is external memory V8 counts against the heap: under a video player's range
 * requests it started a full mark-compact every few hundred milliseconds, and each one held every
 * answer up (`npm run bench:media`, p99 of a 1 MiB range: 34-39 ms before, see the README for after).
 */
export class FileRangeStream extends Readable {
  private position: number;
  private sending = false;

  constructor(
    private readonly handle: FileHandle,
    start: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: CHUNK });
    this.position = start;
  }

  override _read(): void {
    const length = Math.min(CHUNK, this.end + 1 - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    this.handle.read(buffer, 0, length, this.position).then(
      ({ bytesRead }) => {
        this.position += bytesRead;
        // A file that shrank since it was opened ends early.
        this.push(bytesRead === 0 ? null : buffer.subarray(0, bytesRead));
      },
      (err: Error) => this.destroy(err),
    );
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    // close() waits for a read still under way.
    this.handle.close().then(
      () => callback(err),
      (closeErr: Error) => callback(err ?? closeErr),
    );
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    if (!(destination instanceof ServerResponse) || this.sending || this.readableFlowing !== null) return super.pipe(destination, options);
    this.sending = true;
    void this.sendTo(destination, options?.end !== false);
    return destination;
  }

  private async sendTo(res: Writable, endAnswer: boolean): Promise<void> {
    let writing: Promise<void> = Promise.resolve();
    try {
      while (this.position <= this.end && !this.destroyed) {
        const buffer = takeBuffer();
        let bytesRead: number;
        try {
          ({ bytesRead } = await this.handle.read(buffer, 0, Math.min(CHUNK, this.end + 1 - this.position), this.position));
        } catch (err) {
          giveBack(buffer);
          throw err;
        }
        if (bytesRead === 0) {
          giveBack(buffer);
          throw new Error('The file became shorter while it was being sent.');
        }
        this.position += bytesRead;
        // The previous chunk is on its way while this one was read; one write in flight at a time.
        await writing;
        if (this.destroyed || res.destroyed) {
          giveBack(buffer);
          // The client went away: close the file.
          this.destroy();
          return;
        }
        writing = writeChunk(res, bytesRead === CHUNK ? buffer : buffer.subarray(0, bytesRead)).then(() => giveBack(buffer));
      }
      await writing;
      if (this.destroyed) return;
      this.push(null);
      // Nothing is buffered: flowing now only emits 'end' (and closes the file).
      this.resume();
      if (endAnswer) res.end();
    } catch (err) {
      writing.catch(() => undefined);
      if (this.destroyed) return;
      this.destroy(err as Error);
      // The length is promised in the headers: a cut connection, not a short answer that looks whole.
      res.destroy();
    }
  }
}

/**
 * Resolves once the socket has taken the bytes. Rejects when the write fails or the connection closes
 * first: a write to a socket already destroyed never calls back. After a failure the socket may still
 * hold the bytes, so the caller leaves that buffer to the collector.
 */
function writeChunk(res: Writable, chunk: Buffer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onClose = () => reject(new Error('The connection closed before the bytes were sent.'));
    res.once('close', onClose);
    res.write(chunk, (err) => {
      res.removeListener('close', onClose);
      if (err) reject(err);
      else resolve();
    });
  });
}
