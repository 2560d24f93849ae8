// The People section's requests (app/request.ts): the list, one person, and the admin's actions on
// them. Only the lazily loaded admin-people chunk imports this file.
import { put } from 'redux-saga/effects';
import type { AdminPeoplePage, AdminPeopleQuery, AdminPersonDetail } from '../../../shared/schemas/adminPeople';
import type { Role } from '../../../shared/constants';
import type { PeopleBulkRequest, PeopleBulkResult } from '../../../shared/schemas/adminBulk';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import * as peopleApi from '../../api/adminPeopleApi';
import * as applicationsApi from '../../api/instructorApplicationsApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const PEOPLE_PAGE_SIZE = 20;

export const peopleListRequest = defineRequest<AdminPeopleQuery, AdminPeoplePage>('adminPeople/list', (query) => peopleApi.listPeople(query));

/** One person's detail, keyed by encryptId. */
export const personRequest = defineRequest<string, AdminPersonDetail>('adminPeople/person', (id) => peopleApi.getPerson(id), { keyOf: (id) => id });

export type PersonAction =
  | { id: string; action: 'role'; role: Role; version: number }
  | { id: string; action: 'disable' | 'enable'; version: number }
  | { id: string; action: 'activation' | 'reset' }
  | { id: string; action: 'approve'; applicationId: number }
  | { id: string; action: 'reject'; applicationId: number; reason: string };

export interface PersonActionResult {
  action: PersonAction['action'];
  /** Where a mail went (activation, reset). */
  email?: string;
}

/**
 * One action at a time (a second click while one runs is ignored). A change's answer replaces the
 * detail on the page; an application decision reads the person again (the role may have changed).
 */
export const personActionRequest = defineRequest<PersonAction, PersonActionResult>(
  'adminPeople/action',
  function* (request) {
    switch (request.action) {
      case 'role':
      case 'disable':
      case 'enable': {
        const change = request.action === 'role' ? { role: request.role } : { disabled: request.action === 'disable' };
        const detail: AdminPersonDetail = yield* callTracked(peopleApi.updatePerson, request.id, change, request.version);
        yield put(personRequest.actions.updated({ key: request.id, data: detail }));
        return { action: request.action };
      }
      case 'activation': {
        const sent = yield* callTracked(peopleApi.resendActivation, request.id);
        return { action: request.action, email: sent.email };
      }
      case 'reset': {
        const sent = yield* callTracked(peopleApi.sendPasswordReset, request.id);
        return { action: request.action, email: sent.email };
      }
      case 'approve':
      case 'reject': {
        const decided: InstructorApplication =
          request.action === 'approve' ? yield* callTracked(applicationsApi.approve, request.applicationId) : yield* callTracked(applicationsApi.reject, request.applicationId, request.reason);
        const detail: AdminPersonDetail = yield* callTracked(peopleApi.getPerson, request.id);
        yield put(personRequest.actions.updated({ key: request.id, data: detail }));
        return { action: decided.status === 'approved' ? 'approve' : 'reject' };
      }
    }
  },
  { mode: 'leading', keyOf: () => 'action' },
);

/** A bulk action on the selected people (one at a time); the list is read again by the page. */
export const peopleBulkRequest = defineRequest<PeopleBulkRequest, PeopleBulkResult>('adminPeople/bulk', (request) => peopleApi.bulkPeople(request), { mode: 'leading', keyOf: () => 'bulk' });
