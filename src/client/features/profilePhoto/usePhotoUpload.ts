// Wires the photo upload machine to the store: the banner on errors, the refreshed current user on
// success (the header shows the new photo) and the global loading overlay while it works.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { authActions, selectCurrentUser } from '../auth';
import { uiActions } from '../ui';
import { photoUploadMachine, type PhotoUploadMachine } from './photoUploadMachine';

export interface PhotoUpload {
  busy: boolean;
  /** The machine's state: idle, uploading, fetchingCustomer, updatingCustomer or reloadingUser. */
  state: string;
  upload(file: File): void;
}

/** `machine` lets tests pass `photoUploadMachine.provide(...)`. */
export function usePhotoUpload(machine: PhotoUploadMachine = photoUploadMachine): PhotoUpload {
  const dispatch = useAppDispatch();
  const encryptId = useAppSelector(selectCurrentUser)?.encryptId ?? null;
  const actorRef = useActorRef(machine, { input: { encryptId } });
  const state = useSelector(actorRef, (snapshot) => String(snapshot.value));
  const busy = state !== 'idle';

  useEffect(() => {
    const failed = actorRef.on('failed', ({ error }) => {
      dispatch(uiActions.errorShown(error.message ? { key: errorMessageKey(error.code), message: error.message } : { key: errorMessageKey(error.code) }));
    });
    const succeeded = actorRef.on('succeeded', ({ user }) => {
      dispatch(authActions.currentUserLoaded(user));
    });
    return () => {
      failed.unsubscribe();
      succeeded.unsubscribe();
    };
  }, [actorRef, dispatch]);

  // One count for the whole flow; the clean-up also runs when the component unmounts mid-flow.
  useEffect(() => {
    if (!busy) return undefined;
    dispatch(uiActions.loadingStarted());
    return () => {
      dispatch(uiActions.loadingFinished());
    };
  }, [busy, dispatch]);

  const upload = useCallback(
    (file: File) => {
      dispatch(uiActions.errorDismissed());
      actorRef.send({ type: 'SELECT', file, encryptId });
    },
    [actorRef, dispatch, encryptId],
  );

  return { busy, state, upload };
}
