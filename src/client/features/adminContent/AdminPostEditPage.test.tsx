// The post editor with the API mocked: a podcast with its audio uploaded (the duration the server read
// fills the field), published now; a podcast cannot be published without audio.
import { adminPaths } from '../../app/areaPaths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as adminContentApi from '../../api/adminContentApi';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import AdminPostEditPage from './AdminPostEditPage';
import { anAdminPost } from './adminContentFixtures';

jest.mock('../../api/adminContentApi');
jest.mock('../../api/filesApi');
jest.mock('../studio/RichTextEditor', () => ({
  RichTextEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const api = jest.mocked(adminContentApi);
const pattern = adminPaths.postEdit('new').replace(/new$/, ':id');

function render(id: number | 'new') {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={<AdminPostEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: adminPaths.postEdit(id), runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } },
  );
}

beforeEach(() => jest.resetAllMocks());

describe('AdminPostEditPage', () => {
  it('publishes a podcast with its uploaded audio and the duration read from it', async () => {
    const created = anAdminPost({ id: 77, status: 'published' });
    api.createPost.mockResolvedValue(created);
    api.getPost.mockResolvedValue(created);
    api.uploadAudio.mockResolvedValue({ nameBySystem: 'ep.mp3', folder: 'podcast-audio', size: 100, contentType: 'audio/mpeg', durationSeconds: 95 });
    render('new');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(screen.getByRole('option', { name: 'Podcast' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Episode 1' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Publish now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Upload an MP3, M4A or OGG audio file/)).toBeInTheDocument();
    expect(api.createPost).not.toHaveBeenCalled();

    await userEvent.upload(screen.getByLabelText('Upload audio'), new File(['ID3'], 'ep.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Duration (seconds)' })).toHaveValue('95'));
    expect(screen.getByLabelText('Listen to the audio')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.createPost).toHaveBeenCalledWith(expect.objectContaining({ kind: 'podcast', title: 'Episode 1', audioFile: 'ep.mp3', durationSeconds: 95, status: 'published' })));
    // Its own address from now on.
    await waitFor(() => expect(api.getPost).toHaveBeenCalledWith(77));
  });

  it('refuses a file that is not audio before uploading it', async () => {
    api.getPost.mockResolvedValue(anAdminPost());
    render(9);
    await userEvent.upload(await screen.findByLabelText('Replace audio'), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload an MP3, M4A or OGG audio file');
    expect(api.uploadAudio).not.toHaveBeenCalled();
  });
});
