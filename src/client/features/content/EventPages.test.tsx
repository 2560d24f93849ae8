import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { EventDetail } from '../../../shared/schemas/content';
import * as contentApi from '../../api/contentApi';
import { ApiError } from '../../api/apiError';
import { aCustomer } from '../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { EventListPage, EventPage, parseEventParams } from './EventPages';
import { MyEvents } from './MyEvents';

jest.mock('../../api/contentApi');
const api = jest.mocked(contentApi);

const signedIn = { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true };
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function anEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    kind: 'seminar',
    slug: 'trading-basics',
    title: 'Trading basics',
    summary: 'A day of charts',
    coverImage: null,
    startsAt: future(10),
    endsAt: future(10.3),
    place: 'Academy Hall, Bangkok',
    ctlCountryId: 174,
    capacity: 30,
    registeredCount: 10,
    seatsLeft: 20,
    isRegistered: false,
    lang: 'en',
    timeZone: 'Asia/Bangkok',
    description: '<p>First paragraph.</p><p>Second paragraph.</p>',
    schedule: [],
    ...overrides,
  };
}

function renderEvent(preloaded: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/seminars/:slug" element={<EventPage kind="seminar" />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/seminars/trading-basics', runSagas: true, ...preloaded },
  );
}

afterEach(() => jest.resetAllMocks());

describe('EventPage', () => {
  it('shows the date range, place, region, seats and, signed out, a sign-in link back here', async () => {
    api.getEvent.mockResolvedValue(anEvent());
    renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading basics' })).toBeInTheDocument();
    expect(screen.getByText('Academy Hall, Bangkok')).toBeInTheDocument();
    expect(screen.getByText('Thailand')).toBeInTheDocument();
    expect(screen.getByTestId('seats')).toHaveTextContent('20 of 30 seats left');
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Fseminars%2Ftrading-basics');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('registers a signed-in student, then lets them cancel', async () => {
    api.getEvent.mockResolvedValueOnce(anEvent()).mockResolvedValueOnce(anEvent({ isRegistered: true, seatsLeft: 19, registeredCount: 11 })).mockResolvedValueOnce(anEvent());
    api.registerForEvent.mockResolvedValue({ eventId: 7, registeredAt: new Date().toISOString(), event: anEvent({ isRegistered: true }) });
    api.cancelRegistration.mockResolvedValue();
    renderEvent({ preloadedState: { auth: signedIn } });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText("You're registered. See you there!")).toBeInTheDocument();
    expect(api.registerForEvent).toHaveBeenCalledWith(7);
    expect(await screen.findByTestId('registered')).toHaveTextContent("You're registered");
    expect(screen.getByTestId('seats')).toHaveTextContent('19 of 30 seats left');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    expect(await screen.findByText('Your registration is cancelled.')).toBeInTheDocument();
    expect(api.cancelRegistration).toHaveBeenCalledWith(7);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it.each([
    ['EVENT_FULL', 409, 'Sorry, every seat is taken.'],
    ['EVENT_ALREADY_REGISTERED', 409, "You're already registered for this event."],
    ['EVENT_OVER', 400, 'This event has ended; registration is closed.'],
  ])('translates %s', async (code, status, text) => {
    api.getEvent.mockResolvedValue(anEvent());
    api.registerForEvent.mockRejectedValue(new ApiError({ status, code, message: code }));
    renderEvent({ preloadedState: { auth: signedIn } });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('offers no registration for a full or finished event, and a 404 says so', async () => {
    api.getEvent.mockResolvedValueOnce(anEvent({ seatsLeft: 0, registeredCount: 30 }));
    const { unmount } = renderEvent({ preloadedState: { auth: signedIn } });
    expect(await screen.findByText('Sorry, every seat is taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    unmount();
    api.getEvent.mockRejectedValueOnce(new ApiError({ status: 404, code: 'EVENT_NOT_FOUND', message: 'x' }));
    renderEvent();
    expect(await screen.findByText("This event isn't available.")).toBeInTheDocument();
  });

  it("asks in the reader's language, marks text in another one, and shows times in the event's zone with its schedule", async () => {
    api.getEvent.mockResolvedValue(
      anEvent({
        lang: 'th',
        title: 'สัมมนาการเทรด',
        startsAt: '2030-01-15T02:30:00.000Z',
        endsAt: '2030-01-15T09:00:00.000Z',
        timeZone: 'Asia/Manila',
        description: '<p>ย่อหน้า <strong>แรก</strong></p>',
        schedule: [
          { time: '09:30', title: 'Welcome' },
          { time: '10:00', title: 'Charts' },
        ],
      }),
    );
    renderEvent();
    const heading = await screen.findByRole('heading', { level: 1, name: 'สัมมนาการเทรด' });
    expect(api.getEvent).toHaveBeenCalledWith('trading-basics', 'en');
    expect(heading).toHaveAttribute('lang', 'th');
    expect(screen.getByTestId('content-body')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('แรก').tagName).toBe('STRONG');
    // 02:30 UTC is 10:30 in Manila.
    expect(screen.getByText(/10:30/)).toBeInTheDocument();
    expect(screen.getByText(/10:30/)).toHaveTextContent('GMT+8');
    expect(screen.getByTestId('event-time-zone')).toHaveTextContent('Philippine Standard Time');
    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['09:30Welcome', '10:00Charts']);
  });
});

describe('event times', () => {
  // The viewer is in UTC: an in-person event keeps its venue's clock, an online one follows the viewer's.
  const viewerZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    process.env.TZ = viewerZone;
  });
  const bangkokSeminar = anEvent({ startsAt: '2030-01-15T06:00:00.000Z', endsAt: '2030-01-15T09:00:00.000Z', timeZone: 'Asia/Bangkok' });

  it("shows an in-person event at the venue's time with its zone's short name (13:00 ICT, not 6:00 UTC)", async () => {
    api.getEvent.mockResolvedValue(bangkokSeminar);
    renderEvent({ preloadedState: { locale: { lang: 'th', country: 174 } } });
    await screen.findByRole('heading', { level: 1 });
    const time = screen.getByTestId('event-time-zone').previousElementSibling as HTMLElement;
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2030-01-15T06:00:00.000Z');
    // Thai keeps its Buddhist year (2030 is 2573) and a 24-hour clock; the zone is named.
    expect(time).toHaveTextContent(/2573 13:00\s*–\s*16:00 GMT\+7/);
    expect(screen.getByTestId('event-time-zone')).toHaveTextContent('เวลาอินโดจีน');
  });

  it("shows an online event in the viewer's zone, and says so", async () => {
    api.getEvent.mockResolvedValue({ ...bangkokSeminar, place: 'Online (live stream)' });
    renderEvent();
    await screen.findByRole('heading', { level: 1 });
    const time = screen.getByTestId('event-time-zone').previousElementSibling as HTMLElement;
    expect(time).toHaveTextContent(/6:00\s*–\s*9:00\s*AM UTC/);
    expect(screen.getByTestId('event-time-zone')).toHaveTextContent('your time zone');
  });

  it('labels the times on list cards with the zone, the seat counts in the UI language', async () => {
    api.listEvents.mockResolvedValue({
      items: [
        { ...bangkokSeminar, capacity: 1200, seatsLeft: 1150 },
        { ...bangkokSeminar, id: 8, slug: 'live', place: 'Online (live stream)' },
      ],
      total: 2,
      page: 1,
      pageSize: 12,
    });
    renderWithProviders(<EventListPage kind="seminar" />, { route: '/seminars', runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });
    const cards = await screen.findAllByTestId('event-card');
    const [venue, online] = [cards[0]!, cards[1]!];
    expect(venue.querySelector('time')).toHaveTextContent(/1:00\s*–\s*4:00\s*PM GMT\+7/);
    expect(venue.querySelector('time')).toHaveAttribute('datetime', '2030-01-15T06:00:00.000Z');
    expect(venue).toHaveTextContent('1,150 of 1,200 seats left');
    expect(online.querySelector('time')).toHaveTextContent(/6:00\s*–\s*9:00\s*AM UTC/);
  });
});

describe('EventListPage', () => {
  it('keeps the tab and the region in the URL, the region defaulting to the stored one', async () => {
    api.listEvents.mockResolvedValue({ items: [anEvent()], total: 1, page: 1, pageSize: 12 });
    renderWithProviders(
      <>
        <EventListPage kind="seminar" />
        <LocationProbe />
      </>,
      { route: '/seminars', runSagas: true, preloadedState: { locale: { lang: 'en', country: 138 } } },
    );
    expect(await screen.findByTestId('event-card')).toHaveTextContent('Trading basics');
    expect(api.listEvents).toHaveBeenLastCalledWith({ kind: 'seminar', when: 'upcoming', countryId: 138, lang: 'en', page: 1, pageSize: 12 });
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/seminars?when=past');
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '193' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/seminars?when=past&country=193');
    await screen.findByTestId('event-card');
    expect(api.listEvents).toHaveBeenLastCalledWith({ kind: 'seminar', when: 'past', countryId: 193, lang: 'en', page: 1, pageSize: 12 });
  });

  it('parses its URL', () => {
    expect(parseEventParams(new URLSearchParams(''), 174)).toEqual({ when: 'upcoming', country: 174, page: 1 });
    expect(parseEventParams(new URLSearchParams('when=past&country=193&page=3'), 174)).toEqual({ when: 'past', country: 193, page: 3 });
    expect(parseEventParams(new URLSearchParams('when=x&country=5&page=-1'), 999)).toEqual({ when: 'upcoming', country: 999, page: 1 });
  });
});

describe('MyEvents', () => {
  it("lists the student's registrations with links, or an empty state", async () => {
    api.myEvents.mockResolvedValueOnce([{ eventId: 7, registeredAt: new Date().toISOString(), event: anEvent() }]);
    const { unmount } = renderWithProviders(<MyEvents />, { preloadedState: { auth: signedIn }, runSagas: true });
    const row = await screen.findByTestId('my-event');
    expect(within(row).getByRole('link', { name: 'Trading basics' })).toHaveAttribute('href', '/seminars/trading-basics');
    unmount();
    api.myEvents.mockResolvedValueOnce([]);
    renderWithProviders(<MyEvents />, { preloadedState: { auth: signedIn }, runSagas: true });
    expect(await screen.findByText("You haven't registered for an event yet")).toBeInTheDocument();
    await act(async () => {});
  });
});
