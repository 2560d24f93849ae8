import { fireEvent, screen, within } from '@testing-library/react';
import * as newsApi from '../../api/newsApi';
import { aNewsItem } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import NewsListPage, { NEWS_PAGE_SIZE } from './NewsListPage';

jest.mock('../../api/newsApi');
const list = jest.mocked(newsApi.listForReader);

const global = Array.from({ length: NEWS_PAGE_SIZE + 2 }, (_, i) => aNewsItem({ id: i + 1, slug: `g${i + 1}`, title: `Global ${i + 1}`, ctlCountryId: 999 }));
const vietnam = [aNewsItem({ id: 100, slug: 'v1', title: 'Tin Việt Nam', ctlCountryId: 193 })];

afterEach(() => {
  window.localStorage.clear();
  list.mockReset();
});

describe('NewsListPage', () => {
  it('without a stored country shows only Global (999) items, asking the server for them too', async () => {
    // The server answers more than asked: the client keeps its own filter.
    list.mockResolvedValue([...global, ...vietnam]);
    renderWithProviders(<NewsListPage />, { runSagas: true });
    expect(await screen.findByText('Global 1')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(999, 'en');
    expect(screen.queryByText('Tin Việt Nam')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('news-item')).toHaveLength(NEWS_PAGE_SIZE);
    expect(screen.getByTestId('news-region')).toHaveTextContent('Global');
  });

  it("titles the cards h2, right under the page's h1 (no skipped heading level); only the first cover is fetched at once", async () => {
    list.mockResolvedValue(global.slice(0, 3));
    const { container } = renderWithProviders(<NewsListPage />, { runSagas: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Global 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    const covers = [...container.querySelectorAll('li[data-testid="news-item"] img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('follows the stored country', async () => {
    window.localStorage.setItem('country', '193');
    list.mockResolvedValue([...global, ...vietnam]);
    renderWithProviders(<NewsListPage />, { runSagas: true });
    expect(await screen.findByText('Tin Việt Nam')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(193, 'en');
    expect(screen.getAllByTestId('news-item')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).not.toBeInTheDocument();
  });

  it('asks in the UI language and marks an item still in another language with its lang', async () => {
    list.mockResolvedValue([aNewsItem({ id: 7, title: 'English item', lang: 'en' }), aNewsItem({ id: 8, slug: 'th', title: 'ข่าวภาษาไทย', lang: 'th' })]);
    renderWithProviders(<NewsListPage />, { runSagas: true });
    const thai = await screen.findByText('ข่าวภาษาไทย');
    expect(thai.closest('[lang]')).toHaveAttribute('lang', 'th');
    // The item's date is the UI's, not the author's text: it is not marked Thai.
    expect(thai.closest('li')!.querySelector('time')!.closest('[lang]')).toBeNull();
    expect(screen.getByText('English item').closest('[lang]')).toBeNull();
  });

  it('pages through the items on the client', async () => {
    list.mockResolvedValue(global);
    renderWithProviders(<NewsListPage />, { runSagas: true });
    await screen.findByText('Global 1');
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText(`Global ${NEWS_PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(screen.queryByText('Global 1')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('news-item')).toHaveLength(2);
  });

  it('shows an empty state and an error with a retry', async () => {
    list.mockResolvedValueOnce(vietnam);
    const { unmount } = renderWithProviders(<NewsListPage />, { runSagas: true });
    expect(await screen.findByText('No analysis or news for your region yet.')).toBeInTheDocument();
    unmount();
    list.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(global);
    renderWithProviders(<NewsListPage />, { runSagas: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Global 1')).toBeInTheDocument();
  });
});
