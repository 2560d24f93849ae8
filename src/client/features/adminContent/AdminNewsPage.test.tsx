// The admin's news and post lists with the API mocked: cards with their status, the filters sent to the
// server, the empty and failed states.
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as adminContentApi from '../../api/adminContentApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminNewsPage from './AdminNewsPage';
import AdminPostsPage from './AdminPostsPage';
import { anAdminNewsItem, anAdminPost } from './adminContentFixtures';

jest.mock('../../api/adminContentApi');
const api = jest.mocked(adminContentApi);
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(() => jest.resetAllMocks());

describe('AdminNewsPage', () => {
  it('lists items with status, region and a link to the editor; filters go to the server', async () => {
    api.listNews.mockResolvedValue(
      page([anAdminNewsItem(), anAdminNewsItem({ id: 6, title: 'ข่าวร่าง', lang: 'th', status: 'draft', ctlCountryId: 193 }), anAdminNewsItem({ id: 7, title: 'Later', status: 'scheduled' })]),
    );
    renderWithProviders(<AdminNewsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });
    const draft = (await screen.findByRole('link', { name: 'ข่าวร่าง' })).closest('li')!;
    expect(draft).toHaveAttribute('aria-labelledby');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Vietnam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ข่าวร่าง' })).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('link', { name: 'ข่าวร่าง' })).toHaveAttribute('href', adminPaths.newsEdit(6));
    expect(within(screen.getByRole('link', { name: 'Later' }).closest('li')!).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New news item' })).toHaveAttribute('href', adminPaths.newsEdit('new'));
    expect(api.listNews).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: undefined, status: undefined, country: undefined });

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Scheduled' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(screen.getByRole('option', { name: 'Thailand' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search title or slug' }), 'baht');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.listNews).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: 'baht', status: 'scheduled', country: 174 }));
  });

  it('says when nothing matches, and offers a retry when the list cannot be read', async () => {
    api.listNews.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([]));
    renderWithProviders(<AdminNewsPage />, { runSagas: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
  });
});

describe('AdminPostsPage', () => {
  it('lists posts with their kind and filters by kind', async () => {
    api.listPosts.mockResolvedValue(page([anAdminPost(), anAdminPost({ id: 10, kind: 'blog', title: 'A blog', status: 'published' })]));
    renderWithProviders(<AdminPostsPage />, { runSagas: true });
    const podcast = (await screen.findByRole('link', { name: 'Episode 1' })).closest('li')!;
    expect(within(podcast).getByText('Podcast')).toBeInTheDocument();
    expect(within(podcast).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A blog' })).toHaveAttribute('href', adminPaths.postEdit(10));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Podcast' }));
    await waitFor(() => expect(api.listPosts).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: undefined, status: undefined, kind: 'podcast' }));
  });
});
