// The news article: asked for in the UI language; text still in another language carries its lang;
// the body is the server's sanitised HTML.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as newsApi from '../../api/newsApi';
import { paths, ROUTES } from '../../app/paths';
import { aNewsItem } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import NewsArticlePage from './NewsArticlePage';

jest.mock('../../api/newsApi');
const api = jest.mocked(newsApi);

function render(slug: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.newsArticle} element={<NewsArticlePage />} />
    </Routes>,
    { route: paths.newsArticle(slug), runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } },
  );
}

afterEach(() => jest.resetAllMocks());

describe('NewsArticlePage', () => {
  it('asks in the UI language and marks a Thai-only article as Thai', async () => {
    api.getBySlug.mockResolvedValue(aNewsItem({ slug: 'th-news', title: 'ข่าวไทย', summary: 'สรุป', body: '<p>ย่อหน้าแรก</p><h2>หัวข้อ</h2>', lang: 'th', ctlCountryId: 174 }));
    api.listForReader.mockResolvedValue([]);
    render('th-news');
    const title = await screen.findByRole('heading', { level: 1, name: 'ข่าวไทย' });
    expect(api.getBySlug).toHaveBeenCalledWith('th-news', 'en');
    expect(title).toHaveAttribute('lang', 'th');
    expect(screen.getByText('สรุป')).toHaveAttribute('lang', 'th');
    const body = screen.getByTestId('content-body');
    expect(body).toHaveAttribute('lang', 'th');
    expect(body.querySelector('h2')).toHaveTextContent('หัวข้อ');
    expect(api.listForReader).toHaveBeenCalledWith(174, 'en');
  });

  it('sets no lang on text in the UI language', async () => {
    api.getBySlug.mockResolvedValue(aNewsItem({ slug: 'en-news', title: 'English news', lang: 'en' }));
    api.listForReader.mockResolvedValue([]);
    render('en-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'English news' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('content-body')).not.toHaveAttribute('lang');
  });
});
