import { createActor, fromPromise, waitFor } from 'xstate';
import type { Customer } from '../../../shared/schemas/customer';
import type { UploadResponse } from '../../../shared/schemas/files';
import { ApiError } from '../../api/apiError';
import { aCustomer } from '../../testing/fixtures';
import { PHOTO_UPLOAD_ERRORS, photoUploadMachine, type PhotoUploadEmitted } from './photoUploadMachine';

const uploaded: UploadResponse = { nameBySystem: 'new-photo.webp', folder: 'customer-profile-image', size: 1000, contentType: 'image/webp', width: 10, height: 10 };
const customer = aCustomer({ encryptId: 'enc-1', profileImage: 'old.webp' });
const updated = aCustomer({ encryptId: 'enc-1', profileImage: 'new-photo.webp' });
const reloaded = aCustomer({ encryptId: 'enc-1', profileImage: 'new-photo.webp', points: 11 });

function imageFile(size = 1000, type = 'image/png'): File {
  const file = new File(['x'], 'photo.png', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface Steps {
  upload?: (file: File) => Promise<UploadResponse>;
  fetch?: (encryptId: string | null) => Promise<Customer>;
  update?: (customer: Customer, profileImage: string) => Promise<Customer>;
  reload?: () => Promise<Customer | undefined>;
}

function start(steps: Steps = {}) {
  const calls = {
    upload: jest.fn(steps.upload ?? (() => Promise.resolve(uploaded))),
    fetch: jest.fn(steps.fetch ?? (() => Promise.resolve(customer))),
    update: jest.fn(steps.update ?? (() => Promise.resolve(updated))),
    reload: jest.fn(steps.reload ?? (() => Promise.resolve(reloaded))),
  };
  const machine = photoUploadMachine.provide({
    actors: {
      uploadFile: fromPromise<UploadResponse, { file: File }>(({ input }) => calls.upload(input.file)),
      fetchCustomer: fromPromise<Customer, { encryptId: string | null }>(({ input }) => calls.fetch(input.encryptId)),
      updateCustomer: fromPromise<Customer, { customer: Customer; profileImage: string }>(({ input }) => calls.update(input.customer, input.profileImage)),
      reloadUser: fromPromise<Customer | undefined>(() => calls.reload()),
    },
  });
  const actor = createActor(machine, { input: { encryptId: 'enc-1' } });
  const emitted: PhotoUploadEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const states: string[] = [];
  actor.subscribe((s) => states.push(String(s.value)));
  actor.start();
  return { actor, calls, emitted, states };
}

describe('photoUploadMachine', () => {
  it('runs idle -> uploading -> fetchingCustomer -> updatingCustomer -> reloadingUser -> idle', async () => {
    const { actor, calls, emitted, states } = start();
    const file = imageFile();
    actor.send({ type: 'SELECT', file });
    expect(actor.getSnapshot().value).toBe('uploading');
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(states).toEqual(['idle', 'uploading', 'fetchingCustomer', 'updatingCustomer', 'reloadingUser', 'idle']);
    expect(calls.upload).toHaveBeenCalledWith(file);
    expect(calls.fetch).toHaveBeenCalledWith('enc-1');
    // The fetched customer object goes back with profileImage = nameBySystem.
    expect(calls.update).toHaveBeenCalledWith(customer, 'new-photo.webp');
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(done.context.user).toEqual(reloaded);
    expect(done.context.error).toBeNull();
    expect(emitted).toEqual([{ type: 'succeeded', user: reloaded }]);
  });

  it('uses the encryptId carried by the SELECT event', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', file: imageFile(), encryptId: 'enc-other' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.fetch).toHaveBeenCalledWith('enc-other');
  });

  it('refuses a file that is not an image, before any upload', () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'SELECT', file: imageFile(1000, 'application/pdf') });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'STUDENT.PROFILE.ERROR_INVALID_FILE' });
    expect(emitted).toEqual([{ type: 'failed', error: { code: 'STUDENT.PROFILE.ERROR_INVALID_FILE' } }]);
    expect(calls.upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB, before any upload; exactly 5 MB passes', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'SELECT', file: imageFile(5 * 1024 * 1024 + 1) });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'STUDENT.PROFILE.ERROR_FILE_TOO_LARGE' });
    expect(emitted).toEqual([{ type: 'failed', error: { code: PHOTO_UPLOAD_ERRORS.fileTooLarge } }]);
    expect(calls.upload).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT', file: imageFile(5 * 1024 * 1024) });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('upload failure -> idle with ERROR_UPLOAD_FAILED, nothing else called', async () => {
    const { actor, calls, emitted } = start({ upload: () => Promise.reject(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' })) });
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.error).toEqual({ code: 'STUDENT.PROFILE.ERROR_UPLOAD_FAILED' });
    expect(emitted).toEqual([{ type: 'failed', error: { code: 'STUDENT.PROFILE.ERROR_UPLOAD_FAILED' } }]);
    expect(calls.fetch).not.toHaveBeenCalled();
  });

  it('a file the server refuses by its bytes shows the specification key the server sent', async () => {
    const { actor, calls, emitted } = start({ upload: () => Promise.reject(new ApiError({ status: 400, code: 'STUDENT.PROFILE.ERROR_INVALID_FILE', message: 'not an image' })) });
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.error).toEqual({ code: 'STUDENT.PROFILE.ERROR_INVALID_FILE' });
    expect(emitted).toEqual([{ type: 'failed', error: { code: 'STUDENT.PROFILE.ERROR_INVALID_FILE' } }]);
    expect(calls.fetch).not.toHaveBeenCalled();
  });

  it('customer fetch failure -> idle silently (no error, nothing emitted)', async () => {
    const { actor, calls, emitted, states } = start({ fetch: () => Promise.reject(new ApiError({ status: 404, code: 'CUSTOMER_NOT_FOUND', message: 'nope' })) });
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(states).toEqual(['idle', 'uploading', 'fetchingCustomer', 'idle']);
    expect(done.context.error).toBeNull();
    expect(emitted).toEqual([]);
    expect(calls.update).not.toHaveBeenCalled();
  });

  it("update failure -> idle with ERROR_UPDATE_FAILED and the server's message", async () => {
    const { actor, calls, emitted } = start({ update: () => Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Not your profile' })) });
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.error).toEqual({ code: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Not your profile' });
    expect(emitted).toEqual([{ type: 'failed', error: { code: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Not your profile' } }]);
    expect(calls.reload).not.toHaveBeenCalled();
  });

  it('reload failure -> idle, the updated customer becomes the user (the photo is saved)', async () => {
    const { actor, emitted } = start({ reload: () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' })) });
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.user !== null);
    expect(done.context.error).toBeNull();
    expect(done.context.user).toEqual(updated);
    expect(emitted).toEqual([{ type: 'succeeded', user: updated }]);
  });

  it('ignores SELECT while busy', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', file: imageFile() });
    actor.send({ type: 'SELECT', file: imageFile() });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.upload).toHaveBeenCalledTimes(1);
  });

  it('can run again after an error', async () => {
    let fail = true;
    const { actor, emitted } = start({
      upload: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve(uploaded)),
    });
    actor.send({ type: 'SELECT', file: imageFile() });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    fail = false;
    actor.send({ type: 'SELECT', file: imageFile() });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.user !== null);
    expect(done.context.error).toBeNull();
    expect(emitted.map((e) => e.type)).toEqual(['failed', 'succeeded']);
  });
});
