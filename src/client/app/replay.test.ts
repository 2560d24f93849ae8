// What Redux DevTools' export and import do: the actions of a session, written out as JSON and replayed
// through the reducers (without sagas), rebuild the same state. This holds only while every action is an
// event with a serialisable payload and every state change comes from an action.
import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import * as categoriesApi from '../api/categoriesApi';
import * as contentApi from '../api/contentApi';
import { categoriesActions } from '../features/categories/categoriesSlice';
import { contactRequest } from '../features/content/contentRequests';
import { aCategory } from '../testing/fixtures';
import { makeStore } from './store';

const flush = () => new Promise((r) => setTimeout(r, 0));
const preloadedState = { locale: { lang: 'en' as const, country: 999 as const } };

it('a recorded session (categories loaded, a contact message refused then sent) replays to the same state', async () => {
  jest.spyOn(categoriesApi, 'list').mockResolvedValue([aCategory()]);
  const send = jest.spyOn(contentApi, 'sendContact').mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
  const recorded: UnknownAction[] = [];
  const live = makeStore({ startup: false, preloadedState });
  live.injectReducer(contactRequest.name, contactRequest.reducer);
  live.injectSaga(contactRequest.saga);
  live.injectSaga(function* record() {
    yield takeEvery('*', (action: UnknownAction) => {
      recorded.push(action);
    });
  });

  const message = { name: 'Malee', email: 'malee@example.com', subject: 'Hello', message: 'A question about courses', lang: 'en' as const };
  live.dispatch(categoriesActions.fetchRequested());
  live.dispatch(contactRequest.actions.requested({ key: contactRequest.keyOf(message), arg: message }));
  await flush();
  live.dispatch(contactRequest.actions.requested({ key: contactRequest.keyOf(message), arg: message }));
  await flush();
  expect(send).toHaveBeenCalledTimes(2);
  expect(contactRequest.select(live.getState()).status).toBe('succeeded');

  const exported = JSON.stringify(recorded);
  expect(recorded.map((a) => a.type)).toEqual(expect.arrayContaining(['categories/requested', 'categories/succeeded', 'content/contact/failed', 'content/contact/succeeded']));
  const replayed = makeStore({ runSagas: false, preloadedState });
  for (const action of JSON.parse(exported) as UnknownAction[]) replayed.dispatch(action);
  expect(replayed.getState()).toEqual(live.getState());
  jest.restoreAllMocks();
});
