import { createActor, waitFor } from 'xstate';
import { VIDEO_UPLOAD_PART_BYTES } from '../../../shared/constants';
import type { EditableLesson, VideoUpload } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import * as api from '../../api/videoUploadApi';
import { progressPercent, VIDEO_UPLOAD_ERRORS, videoUploadMachine } from './videoUploadMachine';

jest.mock('../../api/videoUploadApi', () => {
  const actual = jest.requireActual<typeof api>('../../api/videoUploadApi');
  return { ...actual, startVideoUpload: jest.fn(), videoUploadOffset: jest.fn(), sendVideoPart: jest.fn() };
});
const mocked = api as jest.Mocked<typeof api>;

const lesson: EditableLesson = { id: 7, sectionId: 1, kind: 'video', version: 2, attachment: null, title: 'Intro', duration: 42, isPreview: false, body: '', video: { source: 'upload', ref: 'abc.mp4' } };

function videoFile(size: number, name = 'lesson.mp4', type = 'video/mp4'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A server in memory: where the upload stands, and a connection that drops halfway through the next part when told. */
function fakeServer(size: number) {
  const server = { offset: 0, dropAtCall: -1, calls: [] as number[], signals: [] as AbortSignal[] };
  mocked.startVideoUpload.mockImplementation(async () => ({ id: 'up-1', lessonId: 7, size, offset: 0, complete: false }));
  mocked.videoUploadOffset.mockImplementation(async () => server.offset);
  mocked.sendVideoPart.mockImplementation((_id, offset, _part, onProgress, signal) => {
    server.calls.push(offset);
    if (signal) server.signals.push(signal);
    if (offset !== server.offset) return Promise.reject(new ApiError({ status: 409, code: 'VIDEO_UPLOAD_OFFSET_MISMATCH', message: 'offset', problem: { missing: { offset: server.offset } } }));
    const n = Math.min(VIDEO_UPLOAD_PART_BYTES, size - offset);
    if (server.calls.length - 1 === server.dropAtCall) {
      server.offset += Math.floor(n / 2);
      onProgress(Math.floor(n / 2));
      return Promise.reject(new ApiError({ status: 0, code: 'NETWORK', message: 'dropped' }));
    }
    onProgress(Math.floor(n / 2));
    onProgress(n);
    server.offset += n;
    const upload: VideoUpload | null = server.offset === size ? { id: 'up-1', lessonId: 7, size, offset: size, complete: true, lesson } : null;
    return Promise.resolve({ offset: server.offset, upload });
  });
  return server;
}

function start() {
  const actor = createActor(videoUploadMachine, { input: { lessonId: 7, maxBytes: 100 * 1024 * 1024 } });
  const percents: number[] = [];
  const states: string[] = [];
  actor.subscribe((s) => {
    percents.push(progressPercent(s.context));
    if (states[states.length - 1] !== String(s.value)) states.push(String(s.value));
  });
  actor.start();
  return { actor, percents, states };
}

beforeEach(() => jest.clearAllMocks());

describe('videoUploadMachine', () => {
  it('starts the upload and sends the file in parts, with progress rising to 100 %, ending with the lesson', async () => {
    const size = 2 * VIDEO_UPLOAD_PART_BYTES + 1000;
    const server = fakeServer(size);
    const { actor, percents, states } = start();
    actor.send({ type: 'SELECT', file: videoFile(size) });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.lesson).toEqual(lesson);
    expect(server.calls).toEqual([0, VIDEO_UPLOAD_PART_BYTES, 2 * VIDEO_UPLOAD_PART_BYTES]);
    expect(mocked.startVideoUpload).toHaveBeenCalledWith({ lessonId: 7, fileName: 'lesson.mp4', size }, expect.anything());
    expect(states).toEqual(['idle', 'starting', 'uploading', 'done']);
    // Never backwards, and all the way.
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents).toContain(24);
    expect(percents[percents.length - 1]).toBe(100);
  });

  it('after a dropped connection waits offline, asks the server for its offset when back online, and resumes from there', async () => {
    const size = 2 * VIDEO_UPLOAD_PART_BYTES;
    const server = fakeServer(size);
    const { actor, states } = start();
    // The second part is cut off halfway.
    server.dropAtCall = 1;
    actor.send({ type: 'SELECT', file: videoFile(size) });
    await waitFor(actor, (s) => s.matches('offline'));
    // The server kept half of the part that was cut off.
    expect(server.offset).toBe(VIDEO_UPLOAD_PART_BYTES + VIDEO_UPLOAD_PART_BYTES / 2);
    actor.send({ type: 'ONLINE' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(mocked.videoUploadOffset).toHaveBeenCalledWith('up-1', expect.anything());
    expect(server.calls).toEqual([0, VIDEO_UPLOAD_PART_BYTES, VIDEO_UPLOAD_PART_BYTES + VIDEO_UPLOAD_PART_BYTES / 2]);
    expect(states).toEqual(['idle', 'starting', 'uploading', 'offline', 'resuming', 'uploading', 'done']);
  });

  it("goes on from the server's offset when a part is refused with 409", async () => {
    const size = VIDEO_UPLOAD_PART_BYTES + 10;
    const server = fakeServer(size);
    const { actor } = start();
    actor.send({ type: 'SELECT', file: videoFile(size) });
    await waitFor(actor, (s) => s.matches('done'));
    expect(server.calls).toEqual([0, VIDEO_UPLOAD_PART_BYTES]);
    // Now a machine that believes it is elsewhere: the 409 moves it to the server's offset.
    server.offset = 0;
    const second = start();
    mocked.startVideoUpload.mockResolvedValueOnce({ id: 'up-1', lessonId: 7, size, offset: 0, complete: false });
    server.offset = 5;
    server.calls = [];
    second.actor.send({ type: 'SELECT', file: videoFile(size) });
    await waitFor(second.actor, (s) => s.matches('done'));
    expect(server.calls.slice(0, 2)).toEqual([0, 5]);
  });

  it('cancel stops the part in flight and goes back to idle', async () => {
    const size = 3 * VIDEO_UPLOAD_PART_BYTES;
    const server = fakeServer(size);
    mocked.sendVideoPart.mockImplementationOnce((_id, offset, _part, onProgress, signal) => {
      server.calls.push(offset);
      if (signal) server.signals.push(signal);
      onProgress(1000);
      return new Promise(() => undefined);
    });
    const { actor } = start();
    actor.send({ type: 'SELECT', file: videoFile(size) });
    await waitFor(actor, (s) => s.matches('uploading') && s.context.partSent === 1000);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, uploadId: null, offset: 0, partSent: 0 });
    expect(server.signals[0]!.aborted).toBe(true);
  });

  it('pause stops sending; resume asks the offset first', async () => {
    const size = 2 * VIDEO_UPLOAD_PART_BYTES;
    const server = fakeServer(size);
    const { actor } = start();
    actor.send({ type: 'SELECT', file: videoFile(size) });
    await waitFor(actor, (s) => s.matches('uploading'));
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'RESUME' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(mocked.videoUploadOffset).toHaveBeenCalled();
    expect(server.offset).toBe(size);
  });

  it('refuses a file that is not a video, or too large, before anything is sent', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT', file: videoFile(100, 'photo.png', 'image/png') });
    expect(actor.getSnapshot().context.error).toBe(VIDEO_UPLOAD_ERRORS.notAVideo);
    actor.send({ type: 'SELECT', file: videoFile(200 * 1024 * 1024) });
    expect(actor.getSnapshot().context.error).toBe(VIDEO_UPLOAD_ERRORS.tooLarge);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(mocked.startVideoUpload).not.toHaveBeenCalled();
  });

  it("fails with the server's reason when it refuses the bytes, and a retry starts over", async () => {
    const size = 1000;
    fakeServer(size);
    mocked.sendVideoPart.mockRejectedValueOnce(new ApiError({ status: 400, code: 'VIDEO_NOT_A_VIDEO', message: 'no' }));
    const { actor } = start();
    actor.send({ type: 'SELECT', file: videoFile(size) });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toMatchObject({ error: VIDEO_UPLOAD_ERRORS.notAVideo, uploadId: null });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(mocked.startVideoUpload).toHaveBeenCalledTimes(2);
  });
});
