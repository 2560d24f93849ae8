// The studio's pure parts, slice, sagas (redux-saga-test-plan) and the autosave machine (its save actor
// provided per test).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, CLIENT_ERROR_CODES } from '../../api/apiError';
import * as studioApi from '../../api/studioApi';
import { autosaveMachine, type SaveInput, type SaveOutput } from './autosaveMachine';
import { dropMove, moveLesson, moveSection } from './outlineOps';
import { formatMinor, parsePrice } from './price';
import { createCourseSaga, loadCourseSaga, renameSectionSaga, saveOutlineSaga, submitSaga } from './studioSaga';
import { anEditableCourse } from './studioFixtures';
import { initialStudioState, studioActions, studioReducer, type StudioState } from './studioSlice';

const withCourse = (overrides = {}): { studio: StudioState } => ({
  studio: { ...initialStudioState, course: { status: 'succeeded', key: '5', data: anEditableCourse(overrides), error: null } },
});

describe('prices', () => {
  it('turns major units into integer minor units without floating point', () => {
    expect(parsePrice('19.99', 'USD')).toEqual({ ok: true, minor: 1999 });
    expect(parsePrice('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(parsePrice('1,000', 'VND')).toEqual({ ok: true, minor: 1000 });
    expect(parsePrice('250 000', 'VND')).toEqual({ ok: true, minor: 250000 });
    expect(parsePrice('349', 'THB')).toEqual({ ok: true, minor: 34900 });
    expect(parsePrice('1,299.5', 'PHP')).toEqual({ ok: true, minor: 129950 });
    expect(parsePrice(' 10. ', 'USD')).toEqual({ ok: true, minor: 1000 });
  });

  it('refuses what is not a price in that currency', () => {
    expect(parsePrice('1.5', 'VND')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parsePrice('19.999', 'USD')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(parsePrice('-5', 'USD')).toEqual({ ok: false, error: 'format' });
    expect(parsePrice('1e3', 'USD')).toEqual({ ok: false, error: 'format' });
    expect(parsePrice('1,00', 'USD')).toEqual({ ok: false, error: 'format' });
    expect(parsePrice('abc', 'THB')).toEqual({ ok: false, error: 'format' });
    expect(parsePrice('0.00', 'USD')).toEqual({ ok: false, error: 'zero' });
    expect(parsePrice('999999999999', 'USD')).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('shows stored minor units as the field text', () => {
    expect(formatMinor(1999, 'USD')).toBe('19.99');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(1000, 'VND')).toBe('1000');
  });
});

describe('outline moves', () => {
  const { sections } = anEditableCourse();

  it('moves a lesson within its section and across to the neighbour at the edges', () => {
    expect(moveLesson(sections, 11, 1)).toMatchObject({ position: 2, count: 2, title: 'Welcome', sectionTitle: 'Basics' });
    const across = moveLesson(sections, 21, -1);
    expect(across?.sections.map((s) => s.lessons.map((l) => l.id))).toEqual([[11, 12, 21], []]);
    expect(across?.sections[0]?.lessons[2]?.sectionId).toBe(1);
    expect(moveLesson(sections, 11, -1)).toBeNull();
    expect(moveLesson(sections, 21, 1)).toBeNull();
  });

  it('drops a lesson onto a lesson of another section, or onto a section header (its end); a section onto a section', () => {
    const order = (r: ReturnType<typeof dropMove>) => r?.result.sections.map((s) => [s.id, ...s.lessons.map((l) => l.id)]);
    expect(order(dropMove(sections, 'lesson-11', 'lesson-21'))).toEqual([[1, 12], [2, 11, 21]]);
    expect(dropMove(sections, 'lesson-11', 'lesson-21')).toMatchObject({ kind: 'lesson', result: { position: 1, count: 2, sectionTitle: 'Curries' } });
    expect(order(dropMove(sections, 'lesson-11', 'section-2'))).toEqual([[1, 12], [2, 21, 11]]);
    expect(order(dropMove(sections, 'lesson-12', 'lesson-11'))).toEqual([[1, 12, 11], [2, 21]]);
    expect(order(dropMove(sections, 'section-1', 'section-2'))).toEqual([[2, 21], [1, 11, 12]]);
    expect(dropMove(sections, 'lesson-11', 'lesson-11')).toBeNull();
    expect(dropMove(sections, 'lesson-11', 'something')).toBeNull();
  });

  it('moves a section and leaves the input untouched', () => {
    const result = moveSection(sections, 2, -1);
    expect(result?.sections.map((s) => s.id)).toEqual([2, 1]);
    expect(result).toMatchObject({ position: 1, count: 2, title: 'Curries' });
    expect(sections.map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('studio slice', () => {
  it('rolls an optimistic reorder back when the server refuses it', () => {
    const start = withCourse().studio;
    const moved = moveSection(start.course.data!.sections, 2, -1)!;
    let state = studioReducer(start, studioActions.outlineReordered({ sections: moved.sections }));
    expect(state.course.data?.sections.map((s) => s.id)).toEqual([2, 1]);
    expect(state.outline.pending).toBe(true);
    state = studioReducer(state, studioActions.outlineFailed({ code: 'OUTLINE_INVALID', message: 'no' }));
    expect(state.course.data?.sections.map((s) => s.id)).toEqual([1, 2]);
    expect(state.outline).toEqual({ pending: false, previous: null, error: { code: 'OUTLINE_INVALID', message: 'no' } });
  });

  it('keeps a draft typed during a save (clean: false) and drops it when the save had everything', () => {
    const draft = { kind: 'lesson' as const, value: { title: 'New', duration: 0, isPreview: false, body: '', video: null } };
    let state = studioReducer(withCourse().studio, studioActions.draftChanged({ key: 'lesson:11', draft }));
    state = studioReducer(state, studioActions.objectSaved({ key: 'lesson:11', data: { title: 'Ne' }, version: 2, clean: false }));
    expect(state.drafts['lesson:11']).toEqual(draft);
    expect(state.course.data?.sections[0]?.lessons[0]).toMatchObject({ title: 'Ne', version: 2 });
    state = studioReducer(state, studioActions.objectSaved({ key: 'lesson:11', data: { title: 'New' }, version: 3, clean: true }));
    expect(state.drafts['lesson:11']).toBeUndefined();
  });
});

describe('studio sagas', () => {
  it('sends the outline with the course version and keeps the new version', () => {
    const state = withCourse();
    return expectSaga(saveOutlineSaga)
      .withState(state)
      .provide([[matchers.call.fn(studioApi.putOutline), { data: anEditableCourse({ version: 4 }), version: 4 }]])
      .call(studioApi.putOutline, 5, { sections: [{ id: 1, lessonIds: [11, 12] }, { id: 2, lessonIds: [21] }] }, 3)
      .put(studioActions.outlineSaved({ version: 4 }))
      .run();
  });

  it('on a version conflict rolls back and loads the course again', () => {
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 9, current: null } });
    return expectSaga(saveOutlineSaga)
      .withState(withCourse())
      .provide([[matchers.call.fn(studioApi.putOutline), throwError(conflict)]])
      .put(studioActions.outlineFailed({ code: 'VERSION_CONFLICT', message: 'stale' }))
      .put(studioActions.courseRequested({ id: 5 }))
      .run();
  });

  it('sends the order again over a newer version when only the course fields moved the version on', () => {
    const before = anEditableCourse();
    const moved = moveSection(before.sections, 2, -1)!;
    const state = { studio: studioReducer(withCourse().studio, studioActions.outlineReordered({ sections: moved.sections })) };
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 4, current: null } });
    let puts = 0;
    return expectSaga(saveOutlineSaga)
      .withState(state)
      .provide({
        call(effect, next) {
          if (effect.fn === studioApi.getCourse) return anEditableCourse({ version: 4, title: 'Saved by our autosave' });
          if (effect.fn !== studioApi.putOutline) return next();
          puts += 1;
          if (puts === 1) throw conflict;
          return { data: anEditableCourse({ version: 5 }), version: 5 };
        },
      })
      .call(studioApi.putOutline, 5, { sections: [{ id: 2, lessonIds: [21] }, { id: 1, lessonIds: [11, 12] }] }, 3)
      .call(studioApi.putOutline, 5, { sections: [{ id: 2, lessonIds: [21] }, { id: 1, lessonIds: [11, 12] }] }, 4)
      .put(studioActions.outlineSaved({ version: 5 }))
      .run();
  });

  it('creates a course and keeps it as the edited one', () => {
    const course = anEditableCourse({ id: 9 });
    return expectSaga(createCourseSaga, studioActions.createRequested({ title: 'Thai cooking', language: 'th', categoryId: 1 }))
      .withReducer(studioReducer)
      .provide([[matchers.call.fn(studioApi.createCourse), course]])
      .call(studioApi.createCourse, { title: 'Thai cooking', language: 'th', categoryId: 1 })
      .put(studioActions.createSucceeded(course))
      .hasFinalState({ ...initialStudioState, create: { status: 'succeeded', error: null, createdId: 9 }, course: { status: 'succeeded', key: '9', data: course, error: null } })
      .run();
  });

  it('loads a course and the drafts a reload left in the tab', () => {
    const course = anEditableCourse();
    const draft = { kind: 'lesson', value: { title: 'Typed', duration: 0, isPreview: false, body: '', video: null } };
    window.sessionStorage.setItem('academy.studio.drafts.5', JSON.stringify({ 'lesson:11': draft, 'lesson:999': draft }));
    return expectSaga(loadCourseSaga, studioActions.courseRequested({ id: 5 }))
      .provide([[matchers.call.fn(studioApi.getCourse), course]])
      .put(studioActions.courseSucceeded(course))
      .put(studioActions.draftsRestored({ 'lesson:11': draft } as never))
      .run()
      .finally(() => window.sessionStorage.clear());
  });

  it('renames a section, once more over the newer version after a conflict', () => {
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 4, current: { title: 'Old' } } });
    let calls = 0;
    return expectSaga(renameSectionSaga, studioActions.sectionRenameRequested({ sectionId: 1, title: 'Start here', version: 1 }))
      .provide({
        call(effect, next) {
          if (effect.fn !== studioApi.updateSection) return next();
          calls += 1;
          if (calls === 1) throw conflict;
          return { data: { id: 1, title: 'Start here', version: 5, lessons: [] }, version: 5 };
        },
      })
      .call(studioApi.updateSection, 1, { title: 'Start here' }, 1)
      .call(studioApi.updateSection, 1, { title: 'Start here' }, 4)
      .put(studioActions.objectSaved({ key: 'section:1', data: { id: 1, title: 'Start here', version: 5, lessons: [] }, version: 5, clean: true }))
      .run();
  });

  it('keeps the server’s list of what is missing when a submit is refused', () => {
    const refused = new ApiError({ status: 422, code: 'COURSE_INCOMPLETE', message: 'not ready', fieldErrors: [{ path: 'sections', message: 'At least one section is needed.' }] });
    return expectSaga(submitSaga, studioActions.submitRequested({ courseId: 5 }))
      .provide([[matchers.call.fn(studioApi.submitCourse), throwError(refused)]])
      .put(studioActions.submitFailed({ code: 'COURSE_INCOMPLETE', message: 'not ready', status: 422, fieldErrors: [{ path: 'sections', message: 'At least one section is needed.' }] }))
      .run();
  });
});

describe('autosaveMachine', () => {
  function run(save: (input: SaveInput) => Promise<SaveOutput>) {
    const calls: SaveInput[] = [];
    const machine = autosaveMachine.provide({
      actors: { save: fromPromise<SaveOutput, SaveInput>(({ input }) => (calls.push(input), save(input))) },
      delays: { autosaveDelay: 10 },
    });
    const actor = createActor(machine, { input: { version: 3, value: 'a' } });
    const emitted: unknown[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, calls, emitted };
  }

  it('waits for a pause after the last change, then saves the latest value', async () => {
    const { actor, calls, emitted } = run(async ({ version }) => ({ data: 'saved', version: version + 1 }));
    actor.send({ type: 'CHANGE', value: 'ab' });
    actor.send({ type: 'CHANGE', value: 'abc' });
    expect(actor.getSnapshot().value).toBe('dirty');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([{ value: 'abc', version: 3 }]);
    expect(actor.getSnapshot().context.version).toBe(4);
    expect(emitted).toEqual([{ type: 'saved', data: 'saved', version: 4, clean: true }]);
  });

  it('saves again what was typed during a save', async () => {
    let release: (v: SaveOutput) => void = () => undefined;
    const { actor, calls, emitted } = run(({ version }) => (version === 3 ? new Promise((r) => (release = r)) : Promise.resolve({ data: 'two', version: version + 1 })));
    actor.send({ type: 'CHANGE', value: 'one' });
    await waitFor(actor, (s) => s.matches('saving'));
    actor.send({ type: 'CHANGE', value: 'two' });
    release({ data: 'one', version: 4 });
    await waitFor(actor, (s) => s.matches('saved') && s.context.version === 5);
    expect(calls.map((c) => c.value)).toEqual(['one', 'two']);
    expect(emitted).toEqual([
      { type: 'saved', data: 'one', version: 4, clean: false },
      { type: 'saved', data: 'two', version: 5, clean: true },
    ]);
  });

  it('a conflict waits for the author: Keep mine re-sends over the current version', async () => {
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 7, current: 'theirs' } });
    const { actor, calls } = run(({ version }) => (version === 3 ? Promise.reject(conflict) : Promise.resolve({ data: 'mine', version: 8 })));
    actor.send({ type: 'CHANGE', value: 'mine' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(actor.getSnapshot().context).toMatchObject({ value: 'mine', conflict: { currentVersion: 7, current: 'theirs' } });
    actor.send({ type: 'KEEP_MINE' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([{ value: 'mine', version: 3 }, { value: 'mine', version: 7 }]);
  });

  it('Take theirs emits their object and version, without saving', async () => {
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 7, current: 'theirs' } });
    const { actor, calls, emitted } = run(() => Promise.reject(conflict));
    actor.send({ type: 'CHANGE', value: 'mine' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'TAKE_THEIRS' });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ value: 'theirs', version: 7 });
    expect(emitted).toEqual([{ type: 'tookTheirs', current: 'theirs', version: 7 }]);
    expect(calls).toHaveLength(1);
  });

  it('offline keeps changes and saves them when the network is back; other failures wait for Retry', async () => {
    let mode: 'offline' | 'broken' | 'ok' = 'offline';
    const { actor, calls } = run(async ({ version }) => {
      if (mode === 'offline') throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'offline' });
      if (mode === 'broken') throw new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' });
      return { data: null, version: version + 1 };
    });
    actor.send({ type: 'CHANGE', value: 'x' });
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'CHANGE', value: 'xy' });
    expect(actor.getSnapshot().value).toBe('offline');
    mode = 'broken';
    actor.send({ type: 'ONLINE' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'INTERNAL', message: 'boom' });
    mode = 'ok';
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.map((c) => c.value)).toEqual(['x', 'xy', 'xy']);
  });

  it('takes a newer version from outside (an outline saved meanwhile) unless a save is in flight', () => {
    const { actor } = run(() => new Promise(() => undefined));
    actor.send({ type: 'VERSION', version: 6 });
    actor.send({ type: 'VERSION', version: 5 });
    expect(actor.getSnapshot().context.version).toBe(6);
  });
});

describe('studioApi', () => {
  const realFetch = global.fetch;
  /** What apiRequest reads of a fetch answer (jsdom has no Response). */
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends If-Match and reads the version back; a 409 carries the current version and object', async () => {
    const fetchMock = jest.fn(async () => answer(200, { id: 1, title: 'T', version: 8, lessons: [] }, { etag: '"8"' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(studioApi.updateSection(1, { title: 'T' }, 7)).resolves.toMatchObject({ version: 8 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"7"');

    global.fetch = jest.fn(
      async () => answer(409, { type: 'about:blank', title: 'Conflict', status: 409, code: 'VERSION_CONFLICT', currentVersion: 9, current: { title: 'Theirs' } }),
    ) as unknown as typeof fetch;
    const error = await studioApi.updateSection(1, { title: 'T' }, 7).catch((e: unknown) => e);
    expect(studioApi.versionConflictOf(error)).toEqual({ currentVersion: 9, current: { title: 'Theirs' } });
  });

  it('parses ETags', () => {
    expect(studioApi.parseEtag('W/"12"')).toBe(12);
    expect(studioApi.parseEtag('"3"')).toBe(3);
    expect(studioApi.parseEtag('abc')).toBeNull();
  });
});
