// The people requests: their sagas step by step (redux-saga-test-plan) and in a real store.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as peopleApi from '../../api/peopleApi';
import { ApiError } from '../../api/apiError';
import { aCustomer } from '../../testing/fixtures';
import { recordNavigation } from '../../testing/navigation';
import { runRequest, storeForRequests } from '../../testing/requestStore';
import { initialAuthState } from '../auth/authSlice';
import { clearSession, getSession, saveSession } from '../auth/session';
import { navigateTo } from '../../lib/navigation';
import { localeActions } from '../locale';
import { authActions } from '../auth';
import { uiActions } from '../ui';
import { deleteAccount, deleteAccountRequest, publicInstructorRequest, saveSettings, settingsSaveRequest } from './peopleRequests';
import type { CustomerSettings } from '../../../shared/schemas/people';

const navigate = recordNavigation();
const locale = { locale: { lang: 'en' as const, country: 999 as const } };
const settings = (overrides: Partial<CustomerSettings> = {}): CustomerSettings => ({
  notifications: { courseAnnouncements: true, reviewReplies: true, marketing: false },
  lang: 'en',
  country: 999,
  ...overrides,
});

describe('saveSettings', () => {
  it('saves, reloads the user and hands a new language and region to the locale saga', () => {
    const saved = settings({ lang: 'th', country: 174 });
    return expectSaga(saveSettings, { lang: 'th', country: 174 })
      .withState(locale)
      .provide([[matchers.call.fn(peopleApi.updateSettings), saved]])
      .put(authActions.userReloadRequested())
      .put(localeActions.languageChangeRequested('th'))
      .put(localeActions.regionChangeRequested(174))
      .returns(saved)
      .run();
  });

  it('switches nothing when language and region stay', () => {
    const saved = settings({ notifications: { courseAnnouncements: false, reviewReplies: true, marketing: false } });
    return expectSaga(saveSettings, { notifications: { courseAnnouncements: false } })
      .withState(locale)
      .provide([[matchers.call.fn(peopleApi.updateSettings), saved]])
      .not.put.actionType(localeActions.languageChangeRequested.type)
      .not.put.actionType(localeActions.regionChangeRequested.type)
      .returns(saved)
      .run();
  });
});

describe('deleteAccount', () => {
  it('deleted: ends the local session, signs out and opens the home page with a message', () => {
    return expectSaga(deleteAccount, { password: 'my-password' })
      .provide([[matchers.call.fn(peopleApi.deleteAccount), undefined]])
      .call(clearSession)
      .call(navigateTo, '/home', { replace: true })
      .put(authActions.signedOut())
      .put(uiActions.errorShown({ key: 'PEOPLE.DELETE.DONE' }))
      .returns({ deleted: true })
      .run({ timeout: 1000 });
  });

  it('refused: returns the reasons and the courses, and stays signed in', () => {
    const refused = new ApiError({
      status: 409,
      code: 'ACCOUNT_DELETION_BLOCKED',
      message: 'blocked',
      problem: { code: 'ACCOUNT_DELETION_BLOCKED', reasons: ['published_courses'], courses: [{ id: 3, slug: 'thai-1', title: 'Thai 1', students: 4 }] },
    });
    return expectSaga(deleteAccount, { password: 'my-password' })
      .provide([[matchers.call.fn(peopleApi.deleteAccount), throwError(refused)]])
      .not.put(authActions.signedOut())
      .not.call.fn(navigateTo)
      .returns({ deleted: false, reasons: ['published_courses'], courses: [{ id: 3, slug: 'thai-1', title: 'Thai 1', students: 4 }] })
      .run();
  });

  it('a wrong password fails the request with its code (the page shows it by the field)', async () => {
    saveSession({ accessToken: 'token-1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    jest.spyOn(peopleApi, 'deleteAccount').mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    const signedIn = { auth: { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true } };
    const { store, state } = await runRequest(deleteAccountRequest, { password: 'nope' }, storeForRequests(signedIn));
    expect(state).toMatchObject({ status: 'failed', error: { code: 'AUTH_WRONG_PASSWORD', status: 400 } });
    expect(state.key).toBe('me');
    expect(store.getState().auth.status).toBe('success');
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('in a store: a deletion signs out and navigates home', async () => {
    saveSession({ accessToken: 'token-1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const del = jest.spyOn(peopleApi, 'deleteAccount').mockResolvedValue(undefined);
    const signedIn = { auth: { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true } };
    const { store, state } = await runRequest(deleteAccountRequest, { confirmation: 'DELETE MY ACCOUNT' }, storeForRequests(signedIn));
    expect(state).toMatchObject({ status: 'succeeded', data: { deleted: true } });
    expect(del).toHaveBeenCalledWith({ confirmation: 'DELETE MY ACCOUNT' });
    expect(store.getState().auth.user).toBeNull();
    expect(getSession()).toBeNull();
    expect(store.getState().ui.error).toEqual({ key: 'PEOPLE.DELETE.DONE' });
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});

describe('publicInstructorRequest and settingsSaveRequest', () => {
  it('asks for the page in the language given, keyed by username and language', async () => {
    const get = jest.spyOn(peopleApi, 'getPublicInstructor').mockRejectedValue(new ApiError({ status: 404, code: 'INSTRUCTOR_NOT_FOUND', message: 'no' }));
    const { state } = await runRequest(publicInstructorRequest, { username: 'Somchai', lang: 'th' as const });
    expect(get).toHaveBeenCalledWith('Somchai', 'th');
    expect(state).toMatchObject({ status: 'failed', key: 'somchai|th', error: { code: 'INSTRUCTOR_NOT_FOUND' } });
  });

  it('a failed save keeps the code and changes no language', async () => {
    jest.spyOn(peopleApi, 'updateSettings').mockRejectedValue(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'bad' }));
    const store = storeForRequests();
    const { state } = await runRequest(settingsSaveRequest, { lang: 'vi' }, store);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'VALIDATION_FAILED' } });
    expect(store.getState().locale.lang).toBe('en');
  });
});
