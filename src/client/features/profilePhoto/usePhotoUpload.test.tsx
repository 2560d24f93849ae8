import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fromPromise } from 'xstate';
import type { Customer } from '../../../shared/schemas/customer';
import type { UploadResponse } from '../../../shared/schemas/files';
import { ApiError } from '../../api/apiError';
import { makeStore } from '../../app/store';
import { aCustomer } from '../../testing/fixtures';
import { initialAuthState, selectCurrentUser } from '../auth/authSlice';
import { selectErrorBanner, selectIsLoading } from '../ui/uiSlice';
import { photoUploadMachine } from './photoUploadMachine';
import { usePhotoUpload } from './usePhotoUpload';

const user = aCustomer({ encryptId: 'enc-me', profileImage: null });
const newUser = aCustomer({ encryptId: 'enc-me', profileImage: 'new.webp' });
const uploaded: UploadResponse = { nameBySystem: 'new.webp', folder: 'customer-profile-image', size: 10, contentType: 'image/webp', width: 1, height: 1 };

function setup(update: () => Promise<Customer>, upload: () => Promise<UploadResponse> = () => Promise.resolve(uploaded)) {
  const store = makeStore({
    runSagas: false,
    preloadedState: { auth: { ...initialAuthState, status: 'success', user, initialized: true }, locale: { lang: 'en', country: 999 } },
  });
  let releaseUpload: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (releaseUpload = resolve));
  const fetchCustomer = jest.fn((encryptId: string | null) => Promise.resolve(aCustomer({ encryptId: encryptId ?? '' })));
  const machine = photoUploadMachine.provide({
    actors: {
      uploadFile: fromPromise<UploadResponse, { file: File }>(() => gate.then(upload)),
      fetchCustomer: fromPromise<Customer, { encryptId: string | null }>(({ input }) => fetchCustomer(input.encryptId)),
      updateCustomer: fromPromise<Customer, { customer: Customer; profileImage: string }>(() => update()),
      reloadUser: fromPromise<Customer | undefined>(() => Promise.resolve(newUser)),
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => usePhotoUpload(machine), { wrapper });
  return { store, hook, releaseUpload, fetchCustomer };
}

const png = () => new File(['x'], 'a.png', { type: 'image/png' });

describe('usePhotoUpload', () => {
  it('shows the overlay while busy, then refreshes the current user', async () => {
    const { store, hook, releaseUpload, fetchCustomer } = setup(() => Promise.resolve(newUser));
    expect(hook.result.current).toMatchObject({ busy: false, state: 'idle' });
    act(() => hook.result.current.upload(png()));
    expect(hook.result.current).toMatchObject({ busy: true, state: 'uploading' });
    expect(selectIsLoading(store.getState())).toBe(true);
    await act(async () => releaseUpload());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(selectCurrentUser(store.getState())).toEqual(newUser);
    expect(fetchCustomer).toHaveBeenCalledWith('enc-me');
    expect(selectErrorBanner(store.getState())).toBeNull();
  });

  it('shows a validation error in the banner', () => {
    const { store, hook } = setup(() => Promise.resolve(newUser));
    act(() => hook.result.current.upload(new File(['x'], 'a.txt', { type: 'text/plain' })));
    expect(selectErrorBanner(store.getState())).toEqual({ key: 'STUDENT.PROFILE.ERROR_INVALID_FILE' });
    expect(hook.result.current.busy).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it("shows ERROR_UPDATE_FAILED with the server's message and keeps the user", async () => {
    const { store, hook, releaseUpload } = setup(() => Promise.reject(new ApiError({ status: 400, code: 'CUSTOMER_PROFILE_IMAGE_INVALID', message: 'Bad image' })));
    act(() => hook.result.current.upload(png()));
    await act(async () => releaseUpload());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(selectErrorBanner(store.getState())).toEqual({ key: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Bad image' });
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('releases the loading counter when unmounted mid-upload', () => {
    const { store, hook } = setup(() => Promise.resolve(newUser));
    act(() => hook.result.current.upload(png()));
    expect(selectIsLoading(store.getState())).toBe(true);
    hook.unmount();
    expect(selectIsLoading(store.getState())).toBe(false);
  });
});
