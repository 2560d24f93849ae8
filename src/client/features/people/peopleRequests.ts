// People as requests (app/request.ts): the instructor's own profile, the public instructor page,
// settings, and deleting the account. Each worker calls the API and puts what should follow; only the
// lazily loaded pages (and the instructor's profile header) import this file.
import { call, delay, put, select } from 'redux-saga/effects';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { CountryId, Language } from '../../../shared/constants';
import type {
  BlockingCourse, CustomerSettings, CustomerSettingsUpdate, DeleteAccountRequest, DeletionBlocker, DeletionRefusal, InstructorProfile,
  InstructorProfileUpdate, PublicInstructor,
} from '../../../shared/schemas/people';
import * as peopleApi from '../../api/peopleApi';
import { isApiError } from '../../api/apiError';
import { defineRequest } from '../../app/request';
import { paths } from '../../app/paths';
import { navigateTo } from '../../lib/navigation';
import { authActions, clearSession } from '../auth';
import { localeActions, selectCountry, selectLanguage } from '../locale';
import { callTracked, uiActions } from '../ui';

/** The caller's instructor profile (the edit page). */
export const instructorProfileRequest = defineRequest<void, InstructorProfile>('people/instructorProfile', () => peopleApi.getInstructorProfile(), { keyOf: () => 'me' });

/** Saves it; the edit page then shows the saved values. */
export const instructorProfileSaveRequest = defineRequest(
  'people/instructorProfileSave',
  function* (update: InstructorProfileUpdate) {
    const saved: InstructorProfile = yield* callTracked(peopleApi.updateInstructorProfile, update);
    yield put(instructorProfileRequest.actions.updated({ key: 'me', data: saved }));
    return saved;
  },
  { mode: 'leading' },
);

export interface PublicInstructorArg {
  username: string;
  lang: Language;
}

/** The public page of an instructor, in the interface's language where the instructor wrote one. */
export const publicInstructorRequest = defineRequest<PublicInstructorArg, PublicInstructor>(
  'people/publicInstructor',
  ({ username, lang }) => peopleApi.getPublicInstructor(username, lang),
  { keyOf: ({ username, lang }) => `${username.toLowerCase()}|${lang}` },
);

/** The instructor's own figures for the profile header (the same public endpoint, by username). */
export const instructorFiguresRequest = defineRequest<PublicInstructorArg, PublicInstructor>(
  'people/instructorFigures',
  ({ username, lang }) => peopleApi.getPublicInstructor(username, lang),
  { keyOf: ({ username }) => username.toLowerCase() },
);

export const settingsRequest = defineRequest<void, CustomerSettings>('people/settings', () => peopleApi.getSettings(), { keyOf: () => 'me' });

/**
 * Saves the settings. A new language or region then goes through the locale saga, the one owner of
 * the switch (a new region reloads the page, as the header's region menu does); the current user is
 * read again so the account pages see the new lang and country.
 */
export function* saveSettings(update: CustomerSettingsUpdate) {
  const saved: CustomerSettings = yield* callTracked(peopleApi.updateSettings, update);
  yield put(settingsRequest.actions.updated({ key: 'me', data: saved }));
  yield put(authActions.userReloadRequested());
  const lang: Language = yield select(selectLanguage);
  if (saved.lang !== lang) yield put(localeActions.languageChangeRequested(saved.lang));
  const country: CountryId = yield select(selectCountry);
  if (saved.country !== country) yield put(localeActions.regionChangeRequested(saved.country));
  return saved;
}
export const settingsSaveRequest = defineRequest('people/settingsSave', saveSettings, { mode: 'leading' });

/** How long the router gets to leave the account area before the user is signed out. */
export const LEAVE_ACCOUNT_AREA_MS = 250;

/** What a deletion ended in: done, or refused with the reasons and the courses to deal with first. */
export type DeletionOutcome = { deleted: true } | { deleted: false; reasons: DeletionBlocker[]; courses: BlockingCourse[] };

function refusalOf(error: unknown): DeletionRefusal | null {
  if (!isApiError(error) || error.code !== ERROR_CODES.ACCOUNT_DELETION_BLOCKED) return null;
  const problem = error.problem ?? {};
  const reasons = Array.isArray(problem.reasons) ? (problem.reasons as DeletionBlocker[]) : [];
  const courses = Array.isArray(problem.courses) ? (problem.courses as BlockingCourse[]) : [];
  return { reasons, courses };
}

/**
 * Deletes the account. Refused: the outcome lists why (not an error: the page shows what to do).
 * Deleted: the server has ended every session, so the local one ends too, and the home page opens
 * with a message.
 */
export function* deleteAccount(request: DeleteAccountRequest) {
  try {
    yield* callTracked(peopleApi.deleteAccount, request);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const outcome: DeletionOutcome = { deleted: false, ...refusal };
    return outcome;
  }
  // Home first: signed out while still on the account page, its guard would send the visitor to the
  // log-in page. The router moves in a transition, after the store's (synchronous) update would render.
  yield call(clearSession);
  yield call(navigateTo, paths.home(), { replace: true });
  yield delay(LEAVE_ACCOUNT_AREA_MS);
  yield put(authActions.signedOut());
  yield put(uiActions.errorShown({ key: 'PEOPLE.DELETE.DONE' }));
  const outcome: DeletionOutcome = { deleted: true };
  return outcome;
}
// The key is never the password.
export const deleteAccountRequest = defineRequest('people/deleteAccount', deleteAccount, { mode: 'leading', keyOf: () => 'me' });
