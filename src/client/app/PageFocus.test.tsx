import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '../testing/renderWithProviders';
import { storePendingAnnouncement, uiActions } from '../features/ui';
import { A11yShell, MAIN_CONTENT_ID } from './A11yShell';
import { PAGE_HEADING_WAIT_MS, PENDING_ANNOUNCEMENT_DELAY_MS } from './PageFocus';

const live = () => screen.getByTestId('live-announcer');

/** The test router's path in window.location, as the app's BrowserRouter keeps it. */
function WindowLocation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.history.replaceState(null, '', pathname);
  }, [pathname]);
  return null;
}

function Layout() {
  return (
    <>
      <header>
        <Link to="/courses">Courses link</Link>
        <Link to="/home?tab=2">Same page link</Link>
        <Link to="/lazy">Lazy link</Link>
        <Link to="/plain">Plain link</Link>
        <Link to="/form">Form link</Link>
      </header>
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Home title</h1>
      <button type="button">Home action</button>
    </>
  );
}

/** A lazily loaded page whose module arrives when the test says so. */
function lazyPage() {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  const Loaded = () => <h1>Lazy title</h1>;
  return { Page, load: () => act(async () => arrive({ default: Loaded })) };
}

function Plain() {
  return <p>No heading here</p>;
}

function Form() {
  return (
    <>
      <h1>Form title</h1>
      <label>
        Name
        <input autoFocus />
      </label>
    </>
  );
}

function renderApp(route = '/home') {
  const { Page, load } = lazyPage();
  const view = renderWithProviders(
    <>
      <WindowLocation />
      <A11yShell />
      <Routes>
        <Route path="/" element={<Navigate to="/home" replace />} />
        <Route element={<Layout />}>
          <Route path="/home" element={<Home />} />
          <Route path="/courses" element={<h1>Courses title</h1>} />
          <Route path="/plain" element={<Plain />} />
          <Route path="/form" element={<Form />} />
          <Route
            path="/lazy"
            element={
              <Suspense fallback={<p>Loading</p>}>
                <Page />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </>,
    { route },
  );
  return { ...view, load };
}

/** The reader's first input, which loads the part that moves the focus and fills the live region. */
async function firstInput() {
  fireEvent.keyDown(document.body, { key: 'Shift' });
  await waitFor(() => expect(live().firstElementChild).not.toBeNull());
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('skip link', () => {
  it('is the first tab stop and moves the focus into <main>', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    // The Tab key press loaded what makes the link focus <main>.
    await waitFor(() => expect(live().firstElementChild).not.toBeNull());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    // The next tab stop is the page's first control, not the header's.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Home action' })).toHaveFocus();
  });
});

describe('focus and announcement after a page change', () => {
  it('leaves the first load alone, the / -> /home redirect included', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home title' });
    await firstInput();
    expect(document.body).toHaveFocus();
    expect(live()).toHaveTextContent('');
  });

  it("moves the focus to the new page's h1 and announces its title once, in one polite region", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Courses link' }));
    const h1 = screen.getByRole('heading', { level: 1, name: 'Courses title' });
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(live()).toHaveTextContent('Courses title');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('does nothing when only the query changes on the same page', async () => {
    const user = userEvent.setup();
    renderApp();
    const link = screen.getByRole('link', { name: 'Same page link' });
    await user.click(link);
    expect(link).toHaveFocus();
    expect(live()).toHaveTextContent('');
  });

  it('focuses <main> while a lazy page loads, then its h1', async () => {
    const user = userEvent.setup();
    const { load } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Lazy link' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(live()).toHaveTextContent('');
    await load();
    expect(screen.getByRole('heading', { level: 1, name: 'Lazy title' })).toHaveFocus();
    expect(live()).toHaveTextContent('Lazy title');
  });

  it('keeps the focus where the reader put it while the page was loading', async () => {
    const user = userEvent.setup();
    const { load } = renderApp();
    await user.click(screen.getByRole('link', { name: 'Lazy link' }));
    const courses = screen.getByRole('link', { name: 'Courses link' });
    courses.focus();
    fireEvent.keyDown(courses, { key: 'Tab' });
    await load();
    expect(courses).toHaveFocus();
  });

  it('keeps a field the page focused itself', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Form link' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(live()).toHaveTextContent('Form title');
  });

  it('leaves the focus on <main> and announces the document title when the page has no h1', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    renderApp();
    document.title = 'Plain page · Academy';
    await firstInput();
    fireEvent.click(screen.getByRole('link', { name: 'Plain link' }));
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => jest.advanceTimersByTime(PAGE_HEADING_WAIT_MS));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(live()).toHaveTextContent('Plain page · Academy');
  });
});

describe('live region', () => {
  it('reads out translated announcements, again when the same one comes twice', async () => {
    const { store } = renderApp();
    await firstInput();
    act(() => {
      store.dispatch(uiActions.announced({ key: 'A11Y.WISHLIST_ADDED', values: { title: 'React' } }));
    });
    const first = live().firstElementChild;
    expect(live()).toHaveTextContent('React added to your wishlist');
    act(() => {
      store.dispatch(uiActions.announced({ key: 'A11Y.WISHLIST_ADDED', values: { title: 'React' } }));
    });
    expect(live()).toHaveTextContent('React added to your wishlist');
    expect(live().firstElementChild).not.toBe(first);
  });

  it('announces what the previous page left for it (a region change reloads the page), without waiting for input', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    storePendingAnnouncement({ key: 'A11Y.REGION_CHANGED', keyValues: { region: 'REGIONS.VIETNAM' } });
    renderApp();
    await waitFor(() => expect(live().firstElementChild).not.toBeNull());
    expect(live()).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(PENDING_ANNOUNCEMENT_DELAY_MS));
    expect(live()).toHaveTextContent('Region changed to Vietnam');
    expect(window.sessionStorage.length).toBe(0);
  });
});

/** Navigates from code (a saga's redirect), as the app's NavigatorBridge does. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

it('moves the focus off a control that navigated from code', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <WindowLocation />
      <A11yShell />
      <GoTo to="/b" />
      <main>
        <Routes>
          <Route path="/a" element={<h1>A</h1>} />
          <Route path="/b" element={<h1>B</h1>} />
        </Routes>
      </main>
    </>,
    { route: '/a' },
  );
  await user.click(screen.getByRole('button', { name: 'go' }));
  expect(screen.getByRole('heading', { name: 'B' })).toHaveFocus();
  expect(live()).toHaveTextContent('B');
});
