import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { HASH_TARGET_WAIT_MS, ScrollManager } from './ScrollManager';

const ABOUT = '/about-us';

/** The elements scrollIntoView was called on, with its options (jsdom does not scroll). */
const scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
const scrollTo = jest.fn();

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push({ id: this.id, options });
  };
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollTo.mockClear();
  mockReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
});

/** A lazily loaded page (like the router's), whose module arrives when the test says so. */
function lazyPage() {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  const About = () => (
    <main>
      <p>Intro</p>
      <section id="credits">Credits</section>
    </main>
  );
  return { Page, load: () => act(async () => arrive({ default: About })) };
}

function renderAt(route: string, page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollManager />
      <Routes>
        <Route path={ABOUT.slice(1)} element={<Suspense fallback={<p>Loading</p>}>{page}</Suspense>} />
        <Route path="*" element={<Link to={`${ABOUT}#credits`}>Credits</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollManager', () => {
  it('scrolls to an #anchor that a lazy page renders long after the navigation', async () => {
    const { Page, load } = lazyPage();
    renderAt(`${ABOUT}#credits`, <Page />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // The chunk takes its time (slow network): well past any fixed retry.
    act(() => jest.advanceTimersByTime(2_000));
    expect(scrolled).toEqual([]);
    await load();
    expect(await screen.findByText('Credits')).toBeInTheDocument();
    expect(scrolled).toEqual([{ id: 'credits', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('jumps without animation when the reader prefers reduced motion', async () => {
    mockReducedMotion(true);
    const { Page, load } = lazyPage();
    renderAt(`${ABOUT}#credits`, <Page />);
    await load();
    expect(scrolled).toEqual([{ id: 'credits', options: { behavior: 'auto', block: 'start' } }]);
  });

  it('follows an in-page anchor link, also a second time', async () => {
    function Page() {
      return (
        <>
          <Link to="#credits">To the credits</Link>
          <section id="credits">Credits</section>
        </>
      );
    }
    renderAt(ABOUT, <Page />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'To the credits' }));
    expect(scrolled.map((s) => s.id)).toEqual(['credits']);
    fireEvent.click(screen.getByRole('link', { name: 'To the credits' }));
    expect(scrolled.map((s) => s.id)).toEqual(['credits', 'credits']);
  });

  it('follows a link to an anchor of another, lazily loaded page', async () => {
    const { Page, load } = lazyPage();
    renderAt('/home', <Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Credits' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    await load();
    expect(scrolled.map((s) => s.id)).toEqual(['credits']);
  });

  it('stops waiting after a while, or once the reader scrolls', async () => {
    const late = lazyPage();
    const view = renderAt(`${ABOUT}#credits`, <late.Page />);
    act(() => jest.advanceTimersByTime(HASH_TARGET_WAIT_MS + 1));
    await late.load();
    expect(screen.getByText('Credits')).toBeInTheDocument();
    expect(scrolled).toEqual([]);
    view.unmount();

    const interrupted = lazyPage();
    renderAt(`${ABOUT}#credits`, <interrupted.Page />);
    fireEvent.wheel(window, { deltaY: 100 });
    await interrupted.load();
    expect(scrolled).toEqual([]);
  });

  it('stops waiting when the reader navigates elsewhere first', async () => {
    function Shell() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown && <section id="credits">Credits</section>}
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={[`${ABOUT}#credits`]}>
        <ScrollManager />
        <Routes>
          <Route path="*" element={<Link to="/home">Home</Link>} />
        </Routes>
        <Shell />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await act(async () => undefined);
    expect(scrolled).toEqual([]);
  });
});
