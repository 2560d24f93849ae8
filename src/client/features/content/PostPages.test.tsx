// Blog and podcast pages: asked in the UI language; a post still in another language carries its lang;
// the body is the server's sanitised HTML.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as contentApi from '../../api/contentApi';
import { CONTENT_SECTIONS, paths, ROUTES } from '../../app/paths';
import type { Post } from '../../../shared/schemas/content';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PostListPage, PostPage } from './PostPages';

jest.mock('../../api/contentApi');
const api = jest.mocked(contentApi);

const aPost = (over: Partial<Post> = {}): Post => ({
  id: 1,
  kind: 'blog',
  slug: 'hello',
  title: 'Hello',
  summary: 'A summary',
  coverImage: null,
  audioFile: null,
  durationSeconds: null,
  lang: 'en',
  author: { username: 'academy', firstName: 'Academy', lastName: '' },
  publishedAt: '2026-11-01T00:00:00.000Z',
  body: '<p>First</p><ul><li>point</li></ul>',
  ...over,
});

afterEach(() => jest.resetAllMocks());

describe('PostPages', () => {
  it('lists posts in the UI language and marks one still in Thai', async () => {
    const { body: _b, ...thai } = aPost({ id: 2, slug: 'th', title: 'บล็อกไทย', lang: 'th' });
    const { body: _c, ...english } = aPost();
    api.listPosts.mockResolvedValue({ items: [english, thai], total: 2, page: 1, pageSize: 12 });
    renderWithProviders(<PostListPage kind="blog" />, { runSagas: true, route: paths.content('blog') });
    const card = await screen.findByText('บล็อกไทย');
    expect(api.listPosts).toHaveBeenCalledWith(expect.objectContaining({ kind: 'blog', lang: 'en' }));
    expect(card.closest('[lang="th"]')).not.toBeNull();
    // Only the author's text is marked: the card's date, author and badge stay in the UI language.
    expect(card.closest('[data-testid="post-card"]')).not.toHaveAttribute('lang');
    expect(card.closest('[data-testid="post-card"]')!.querySelector('time')!.closest('[lang]')).toBeNull();
    expect(screen.getByText('Hello').closest('[lang="th"]')).toBeNull();
  });

  it('shows one post asked in the UI language, its body as HTML and its lang when not the UI one', async () => {
    api.getPost.mockResolvedValue(aPost({ title: 'บล็อกไทย', lang: 'th' }));
    renderWithProviders(
      <Routes>
        <Route path={ROUTES.contentItem(CONTENT_SECTIONS.blog)} element={<PostPage kind="blog" />} />
      </Routes>,
      { runSagas: true, route: paths.contentItem('blog', 'hello') },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'บล็อกไทย' })).toHaveAttribute('lang', 'th');
    expect(api.getPost).toHaveBeenCalledWith('hello', 'en');
    const body = screen.getByTestId('content-body');
    expect(body).toHaveAttribute('lang', 'th');
    expect(body.querySelector('li')).toHaveTextContent('point');
  });
});
