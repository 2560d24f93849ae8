// Test data of the admin's event pages, and the event editor rendered at its own address.
import { Route, Routes } from 'react-router-dom';
import type { AdminEvent, AdminEventRow, EventRegistrants } from '../../../shared/schemas/adminEvents';
import { adminPaths } from '../../app/areaPaths';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import AdminEventEditPage from './AdminEventEditPage';

export function anAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  return {
    id: 7,
    kind: 'seminar',
    lang: 'en',
    title: 'Robots for beginners',
    summary: 'A morning with robots',
    description: '<p>Bring a laptop.</p>',
    translations: { th: { title: 'หุ่นยนต์สำหรับมือใหม่' } },
    slug: 'robots-for-beginners',
    coverImage: null,
    ctlCountryId: 174,
    place: 'Academy Hall, Bangkok',
    timeZone: 'Asia/Bangkok',
    startsLocal: '2030-01-15T09:30',
    endsLocal: '2030-01-15T12:00',
    startsAt: '2030-01-15T02:30:00.000Z',
    endsAt: '2030-01-15T05:00:00.000Z',
    capacity: 2,
    registeredCount: 2,
    schedule: [{ time: '09:30', title: 'Welcome' }],
    isDraft: false,
    publishedAt: '2029-12-01T00:00:00.000Z',
    status: 'upcoming',
    version: 1_893_000_000_000,
    createdAt: '2029-12-01T00:00:00.000Z',
    updatedAt: '2029-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anAdminEventRow(overrides: Partial<AdminEventRow> = {}): AdminEventRow {
  const e = anAdminEvent();
  return {
    id: e.id,
    kind: e.kind,
    slug: e.slug,
    title: e.title,
    lang: e.lang,
    ctlCountryId: e.ctlCountryId,
    place: e.place,
    timeZone: e.timeZone,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    capacity: e.capacity,
    registeredCount: 1,
    publishedAt: e.publishedAt,
    status: e.status,
    ...overrides,
  };
}

export function someRegistrants(overrides: Partial<EventRegistrants> = {}): EventRegistrants {
  return {
    capacity: 2,
    registeredCount: 2,
    items: [
      { name: 'Somchai Jaidee', username: 'somchai', email: 'somchai@example.com', registeredAt: '2029-12-02T03:00:00.000Z' },
      { name: 'Maria Santos', username: 'maria', email: 'maria@example.com', registeredAt: '2029-12-03T03:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** The event editor at /admin/events/:id (or the new event's page), in English with Thailand as the region; any other address shows where the page went. */
export function renderEventEditor(id: number | 'new') {
  const pattern = adminPaths.eventEdit('new').replace(/new$/, ':id');
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={<AdminEventEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: adminPaths.eventEdit(id), runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } },
  );
}
