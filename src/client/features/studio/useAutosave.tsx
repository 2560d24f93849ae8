// The editor's autosave: a registry of machines (autosaveRegistry.ts) for the open course, the value an
// object shows (the author's draft, else the server's), and the status for the whole editor.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { AutosaveStatus } from './autosaveMachine';
import { apiSaver, createAutosaveRegistry, type AutosaveRegistry, type RegistrySnapshot, type SaveObject } from './autosaveRegistry';

export type { SaveObject } from './autosaveRegistry';
import { selectDrafts, selectEditedCourse, studioActions, type Draft, type DraftKey } from './studioSlice';

const RegistryContext = createContext<AutosaveRegistry | null>(null);

export function AutosaveProvider({ courseId, save, children }: { courseId: number; save?: SaveObject; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useStore();
  const registry = useMemo(
    () =>
      createAutosaveRegistry(
        save ?? apiSaver(courseId, () => selectEditedCourse(store.getState() as Parameters<typeof selectEditedCourse>[0])),
        (key, event) => {
          if (event.type === 'saved') dispatch(studioActions.objectSaved({ key, data: event.data, version: event.version, clean: event.clean }));
          else dispatch(studioActions.objectSaved({ key, data: event.current, version: event.version, clean: true }));
        },
      ),
    [courseId, save, dispatch, store],
  );
  useEffect(() => {
    const online = () => registry.online();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      registry.stop();
    };
  }, [registry]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

function useRegistry(): AutosaveRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useAutosave: inside an AutosaveProvider only');
  return registry;
}

export function useAutosaveStatus(): RegistrySnapshot & { retry: () => void } {
  const registry = useRegistry();
  const snapshot = useSyncExternalStore(registry.subscribe, registry.snapshot, registry.snapshot);
  return { ...snapshot, retry: registry.retryFailed };
}

/** Keep mine / take theirs for the object of `key`. */
export function useConflictActions(key: DraftKey) {
  const registry = useRegistry();
  return {
    keepMine: () => registry.get(key, { version: 0, value: undefined }).send({ type: 'KEEP_MINE' }),
    takeTheirs: () => registry.get(key, { version: 0, value: undefined }).send({ type: 'TAKE_THEIRS' }),
  };
}

export interface Autosaved<V> {
  value: V;
  change: (value: V) => void;
  status: AutosaveStatus;
  /** True while the author has an edit the server does not have yet. */
  hasDraft: boolean;
}

/**
 * An edited object: `server` is what the server last answered, `version` its version. Each change goes
 * to the store at once (so it survives a lesson switch, and a reload through sessionStorage) and to the
 * object's machine, which saves it after a pause. `save`: the call that saves an object the studio does
 * not know itself (a quiz); the course's fields, sections and lessons use the studio's.
 */
export function useAutosave<V>(key: DraftKey, kind: Draft['kind'], server: V, version: number, save?: SaveObject): Autosaved<V> {
  const registry = useRegistry();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDrafts)[key];
  const value = (draft?.value as V | undefined) ?? server;
  const actor = registry.get(key, { version, value }, save);
  const status = useSelector(actor, (s) => s.value as AutosaveStatus);

  useEffect(() => {
    actor.send({ type: 'VERSION', version });
  }, [actor, version]);

  // A draft restored after a reload (or left by an earlier visit) is saved like a fresh edit.
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current && draft && actor.getSnapshot().value === 'idle') {
      restored.current = true;
      actor.send({ type: 'CHANGE', value: draft.value });
    }
  }, [actor, draft]);

  const change = useCallback(
    (next: V) => {
      dispatch(studioActions.draftChanged({ key, draft: { kind, value: next } as Draft }));
      actor.send({ type: 'CHANGE', value: next });
    },
    [actor, dispatch, key, kind],
  );
  return { value, change, status, hasDraft: draft !== undefined };
}
