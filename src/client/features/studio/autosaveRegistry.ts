// One autosave machine per edited object of the open course, alive as long as the editor: switching
// from one lesson to another never stops a save in flight or a pending one. The registry also gives
// the editor one status for everything (the worst one wins) and the conflicts to show.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { CourseFields, EditableCourse, LessonFields, SectionRequest } from '../../../shared/schemas/studio';
import * as studioApi from '../../api/studioApi';
import type { VersionConflict } from '../../api/studioApi';
import { sameCourseFields } from './courseFields';
import { autosaveMachine, type AutosaveEmitted, type AutosaveStatus, type SaveOutput } from './autosaveMachine';
import type { ErrorInfo } from '../../lib/errors';
import type { DraftKey } from './studioSlice';

export type AutosaveActor = ActorRefFrom<typeof autosaveMachine>;

export interface ConflictEntry {
  key: DraftKey;
  conflict: VersionConflict;
  /** The author's value. */
  mine: unknown;
}

export interface RegistrySnapshot {
  status: AutosaveStatus;
  conflicts: readonly ConflictEntry[];
  /** Why a save failed (the first failed object's error), or null. */
  error: ErrorInfo | null;
}

/** The API call that saves one object. */
export type SaveObject = (key: DraftKey, value: unknown, version: number) => Promise<SaveOutput>;

/**
 * The real one: the course's fields, a section's title or a lesson, each with If-Match. The course's
 * version also counts outline changes: when a 409 shows the course fields exactly as this editor last had
 * them (only the order moved on, e.g. by our own reorder), the edit is sent again over that version
 * instead of asking the author.
 */
export function apiSaver(courseId: number, serverCourse: () => EditableCourse | null = () => null): SaveObject {
  return async (key, value, version) => {
    if (key === 'course') {
      const base = serverCourse();
      try {
        const saved = await studioApi.updateCourse(courseId, value as CourseFields, version);
        return { data: saved.data, version: saved.version };
      } catch (error) {
        const conflict = studioApi.versionConflictOf(error);
        if (!conflict || !base || !sameCourseFields(conflict.current, base)) throw error;
        const saved = await studioApi.updateCourse(courseId, value as CourseFields, conflict.currentVersion);
        return { data: saved.data, version: saved.version };
      }
    }
    const [kind, idText] = key.split(':');
    const id = Number(idText);
    const saved = kind === 'section' ? await studioApi.updateSection(id, value as SectionRequest, version) : await studioApi.updateLesson(id, value as LessonFields, version);
    return { data: saved.data, version: saved.version };
  };
}

const ORDER: AutosaveStatus[] = ['conflict', 'failed', 'offline', 'saving', 'dirty', 'saved', 'idle'];

export interface AutosaveRegistry {
  /**
   * The machine of an object, started the first time it is asked for. `save` replaces the registry's own
   * save for this object (an object of another feature, such as a quiz, brings the call that saves it).
   */
  get(key: DraftKey, init: { version: number; value: unknown }, save?: SaveObject): AutosaveActor;
  snapshot(): RegistrySnapshot;
  subscribe(listener: () => void): () => void;
  /** Back online: every machine waiting for the network saves. */
  online(): void;
  retryFailed(): void;
  stop(): void;
}

export function createAutosaveRegistry(save: SaveObject, onEmitted: (key: DraftKey, event: AutosaveEmitted) => void): AutosaveRegistry {
  const actors = new Map<DraftKey, AutosaveActor>();
  const listeners = new Set<() => void>();
  let current: RegistrySnapshot = { status: 'idle', conflicts: [], error: null };

  function recompute() {
    let status: AutosaveStatus = 'idle';
    const conflicts: ConflictEntry[] = [];
    let error: ErrorInfo | null = null;
    for (const [key, actor] of actors) {
      const snap = actor.getSnapshot();
      const value = snap.value as AutosaveStatus;
      if (ORDER.indexOf(value) < ORDER.indexOf(status)) status = value;
      if (value === 'failed' && !error) error = snap.context.error;
      if (value === 'conflict' && snap.context.conflict) conflicts.push({ key, conflict: snap.context.conflict, mine: snap.context.value });
    }
    current = { status, conflicts, error };
    for (const listener of listeners) listener();
  }

  return {
    get(key, init, ownSave) {
      const existing = actors.get(key);
      if (existing) return existing;
      const saveThis = ownSave ?? save;
      const machine = autosaveMachine.provide({
        actors: { save: fromPromise<SaveOutput, { value: unknown; version: number }>(({ input }) => saveThis(key, input.value, input.version)) },
      });
      const actor = createActor(machine, { input: init });
      actors.set(key, actor);
      actor.on('saved', (event) => onEmitted(key, event));
      actor.on('tookTheirs', (event) => onEmitted(key, event));
      actor.start();
      // After the start: a new machine is idle, which changes nothing in the status (get runs during render).
      actor.subscribe(recompute);
      return actor;
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    online() {
      for (const actor of actors.values()) actor.send({ type: 'ONLINE' });
    },
    retryFailed() {
      for (const actor of actors.values()) actor.send({ type: 'RETRY' });
    },
    stop() {
      for (const actor of actors.values()) actor.stop();
      actors.clear();
      recompute();
    },
  };
}
