// The news editor with the API mocked: a new item written in English with a Thai translation, a cover
// and a schedule (sent as typed, the time as ISO); the checks before saving; the preview per language
// tab; an existing item saved on its version, a conflict, a server refusal at its field, and a delete
// after confirmation.
import { adminPaths } from '../../app/areaPaths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as adminContentApi from '../../api/adminContentApi';
import * as filesApi from '../../api/filesApi';
import { ApiError } from '../../api/apiError';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import AdminNewsEditPage from './AdminNewsEditPage';
import { anAdminNewsItem } from './adminContentFixtures';

jest.mock('../../api/adminContentApi');
jest.mock('../../api/filesApi');
// TipTap needs a real layout; a plain text area stands in for the rich text editor here.
jest.mock('../studio/RichTextEditor', () => ({
  RichTextEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const api = jest.mocked(adminContentApi);
const files = jest.mocked(filesApi);
const pattern = adminPaths.newsEdit('new').replace(/new$/, ':id');

function render(id: number | 'new') {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={<AdminNewsEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: adminPaths.newsEdit(id), runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now, in the browser's zone. */
function localIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

beforeEach(() => jest.resetAllMocks());

describe('AdminNewsEditPage: a new item', () => {
  it('writes English and Thai with a cover, schedules it for Thailand and saves once', async () => {
    const created = anAdminNewsItem({ id: 42, status: 'scheduled' });
    api.createNews.mockResolvedValue(created);
    api.getNews.mockResolvedValue(created);
    files.upload.mockResolvedValue({ nameBySystem: 'cover-1.jpg', folder: 'analysis-and-news-cover-image', size: 10, contentType: 'image/jpeg', width: 1200, height: 630 });
    render('new');
    expect(screen.getByRole('heading', { level: 1, name: 'New news item' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Baht firms on exports' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'Exporters sold dollars.' } });
    await userEvent.click(screen.getByRole('tab', { name: 'Thai' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('lang', 'th');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'เงินบาทแข็งค่า' } });
    // Without its body the translation is not shown yet (as on the public page).
    expect(within(screen.getByTestId('content-preview')).getByRole('heading', { name: 'Baht firms on exports' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'ผู้ส่งออกขายดอลลาร์' } });
    // The preview follows the tab: a Thai reader sees the Thai title, marked as Thai.
    const preview = screen.getByTestId('content-preview');
    expect(within(preview).getByRole('heading', { name: 'เงินบาทแข็งค่า' })).toBeInTheDocument();
    expect(preview).toHaveAttribute('lang', 'th');

    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(screen.getByRole('option', { name: 'Thailand' }));
    await userEvent.upload(screen.getByLabelText('Upload cover'), new File(['x'], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Cover preview' })).toBeInTheDocument();
    expect(files.upload).toHaveBeenCalledWith('analysis-and-news-cover-image', expect.any(File), expect.anything());

    await userEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    const when = localIn(2);
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: when } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.createNews).toHaveBeenCalledTimes(1));
    expect(api.createNews).toHaveBeenCalledWith({
      title: 'Baht firms on exports',
      summary: '',
      body: 'Exporters sold dollars.',
      lang: 'en',
      translations: { th: { title: 'เงินบาทแข็งค่า', summary: '', body: 'ผู้ส่งออกขายดอลลาร์' } },
      slug: '',
      coverImage: 'cover-1.jpg',
      ctlCountryId: 174,
      status: 'scheduled',
      publishAt: new Date(when).toISOString(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    await waitFor(() => expect(api.getNews).toHaveBeenCalledWith(42));
  });

  it('checks before saving: a title in the own language, a schedule in the future', async () => {
    render('new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription("Please give a title in the item's own language.");
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Title' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: localIn(-1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a publish time in the future.')).toBeInTheDocument();
    expect(api.createNews).not.toHaveBeenCalled();
  });
});

describe('AdminNewsEditPage: an existing item', () => {
  it('loads it, saves on its version, and says when someone saved in between', async () => {
    const item = anAdminNewsItem();
    api.getNews.mockResolvedValue(item);
    api.updateNews.mockRejectedValueOnce(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' }));
    render(item.id);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(item.title);
    expect(screen.getByRole('radio', { name: 'Publish now' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Summary' }), ' Again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateNews).toHaveBeenCalledWith(item.id, expect.objectContaining({ summary: 'The baht rose. Again.', status: 'published', slug: item.slug }), item.version));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this item');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.getNews).toHaveBeenCalledTimes(2));
  });

  it('shows a server refusal at its field', async () => {
    const item = anAdminNewsItem();
    api.getNews.mockResolvedValue(item);
    api.updateNews.mockRejectedValue(new ApiError({ status: 409, code: 'CONTENT_SLUG_TAKEN', message: 'taken' }));
    render(item.id);
    await screen.findByRole('heading', { level: 1, name: item.title });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another item already uses this slug.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes only after confirmation, on its version, then goes back to the list', async () => {
    const item = anAdminNewsItem();
    api.getNews.mockResolvedValue(item);
    api.deleteNews.mockResolvedValue();
    render(item.id);
    await screen.findByRole('heading', { level: 1, name: item.title });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteNews).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(api.deleteNews).toHaveBeenCalledWith(item.id, item.version));
    expect(await screen.findByTestId('location')).toHaveTextContent(adminPaths.news());
  });

  it('says when the item does not exist', async () => {
    api.getNews.mockRejectedValue(new ApiError({ status: 404, code: 'NEWS_NOT_FOUND', message: 'gone' }));
    render(404);
    expect(await screen.findByText('The article was not found.')).toBeInTheDocument();
  });
});
