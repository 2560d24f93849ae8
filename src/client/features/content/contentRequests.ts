// The content sections' server data: posts, events and the caller's seats, the contact form, and the
// static pages' texts. Only the lazily loaded content pages import this module.
import { call, put } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { ContactRequest, EventDetail, EventRegistration, EventSummary, Post, PostSummary } from '../../../shared/schemas/content';
import * as contentApi from '../../api/contentApi';
import { defineRequest } from '../../app/request';

export const postListRequest = /* @__PURE__ */ defineRequest<contentApi.PostListParams, Page<PostSummary>>('content/postList', (params) => contentApi.listPosts(params));
export const postRequest = /* @__PURE__ */ defineRequest<{ slug: string; lang?: Language }, Post>('content/post', ({ slug, lang }) => contentApi.getPost(slug, lang));

/** `signedIn` is part of the key: the answers say whether the caller holds a seat. */
export const eventListRequest = /* @__PURE__ */ defineRequest<contentApi.EventListParams & { signedIn: boolean }, Page<EventSummary>>('content/eventList', ({ signedIn: _signedIn, ...params }) =>
  contentApi.listEvents(params),
);
export const eventRequest = /* @__PURE__ */ defineRequest<{ slug: string; signedIn: boolean; lang?: Language }, EventDetail>('content/event', ({ slug, lang }) => contentApi.getEvent(slug, lang));
export const myEventsRequest = /* @__PURE__ */ defineRequest<void, EventRegistration[]>('content/myEvents', () => contentApi.myEvents());

export type RegistrationChange = 'register' | 'cancel';

export interface RegistrationArg {
  change: RegistrationChange;
  eventId: number;
  slug: string;
  /** The key under which the page holds the event, which gets the seats as the server now counts them. */
  eventKey: string;
  /** The reader's language the page shows the event in. */
  lang?: Language;
}

/** Takes or gives back a seat, then reloads the event either way (seats change under everyone). */
export function* changeRegistration({ change, eventId, slug, eventKey, lang }: RegistrationArg) {
  let failure: unknown = null;
  try {
    if (change === 'register') yield call(contentApi.registerForEvent, eventId);
    else yield call(contentApi.cancelRegistration, eventId);
  } catch (error) {
    failure = error;
  }
  try {
    const fresh: EventDetail = yield call(contentApi.getEvent, slug, lang);
    yield put(eventRequest.actions.updated({ key: eventKey, data: fresh }));
  } catch {
    // The page keeps what it shows.
  }
  if (failure) throw failure;
  return change;
}
export const registrationRequest = /* @__PURE__ */ defineRequest<RegistrationArg, RegistrationChange>('content/registration', changeRegistration, { mode: 'leading' });

export const contactRequest = /* @__PURE__ */ defineRequest<ContactRequest, true>(
  'content/contact',
  function* send(request) {
    yield call(contentApi.sendContact, request);
    return true as const;
  },
  { mode: 'leading' },
);

/** The long texts of the static pages, per language (public/assets/content/{lang}/{page}.json). */
export const staticContentRequest = /* @__PURE__ */ defineRequest<{ lang: string; page: string }, unknown>('content/static', ({ lang, page }) => contentApi.fetchStaticContent<unknown>(lang, page));
