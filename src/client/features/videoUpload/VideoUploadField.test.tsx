import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import type { EditableLesson, VideoUpload } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { attachmentMachine } from './attachmentMachine';
import { AttachmentUploadField } from './AttachmentUploadField';
import { parseVideoLink, VideoUploadField } from './VideoUploadField';
import { videoUploadMachine, type VideoUploadEvent } from './videoUploadMachine';

const lesson: EditableLesson = { id: 7, sectionId: 1, kind: 'video', version: 3, attachment: null, title: 'Intro', duration: 42, isPreview: false, body: '', video: { source: 'upload', ref: 'new.mp4' } };

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A machine whose part sender is driven by the test: `step` sends progress, then the answer. */
function drivenMachine() {
  const parts: { input: { offset: number }; sendBack: (e: VideoUploadEvent) => void }[] = [];
  const machine = videoUploadMachine.provide({
    actors: {
      startUpload: fromPromise<VideoUpload, { lessonId: number; file: File }>(async ({ input }) => ({ id: 'u1', lessonId: input.lessonId, size: input.file.size, offset: 0, complete: false })),
      askOffset: fromPromise<number, { uploadId: string }>(async () => 1000),
      sendPart: fromCallback<VideoUploadEvent, { uploadId: string; file: File; offset: number }>(({ input, sendBack }) => {
        parts.push({ input, sendBack });
        return undefined;
      }),
    },
  });
  return { machine, parts };
}

describe('VideoUploadField', () => {
  it('uploads a chosen MP4 with a progress bar, percent and bytes, and reports the saved lesson', async () => {
    const { machine, parts } = drivenMachine();
    const onUploaded = jest.fn();
    renderWithProviders(<VideoUploadField lessonId={7} video={null} onUploaded={onUploaded} machine={machine} />);
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [file('lesson.mp4', 'video/mp4', 4000)] } });
    await waitFor(() => expect(parts).toHaveLength(1));
    act(() => parts[0]!.sendBack({ type: 'PART_PROGRESS', sent: 1000 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% · 1,000 B of 3.9 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    act(() => parts[0]!.sendBack({ type: 'PART_DONE', offset: 4000, upload: { id: 'u1', lessonId: 7, size: 4000, offset: 4000, complete: true, lesson } }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(lesson));
    expect(screen.getByText('The video is uploaded and saved with the lesson.')).toBeInTheDocument();
  });

  it('says a picture is not a video without uploading it', () => {
    const { machine, parts } = drivenMachine();
    renderWithProviders(<VideoUploadField lessonId={7} video={null} onUploaded={jest.fn()} machine={machine} />);
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [file('cat.png', 'image/png', 4000)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a video. Upload an MP4 or WebM file.');
    expect(parts).toHaveLength(0);
  });

  it('shows "connection lost — resuming", then goes on from the offset the server gives', async () => {
    const { machine, parts } = drivenMachine();
    renderWithProviders(<VideoUploadField lessonId={7} video={null} onUploaded={jest.fn()} machine={machine} />);
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [file('lesson.webm', 'video/webm', 4000)] } });
    await waitFor(() => expect(parts).toHaveLength(1));
    act(() => parts[0]!.sendBack({ type: 'PART_FAILED', error: new ApiError({ status: 0, code: 'NETWORK', message: 'down' }) }));
    expect(screen.getByText('Connection lost — resuming when you are back online…')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(parts).toHaveLength(2));
    expect(parts[1]!.input.offset).toBe(1000);
  });

  it('shows the server refusal (too large) with a way to try again', async () => {
    const { machine, parts } = drivenMachine();
    renderWithProviders(<VideoUploadField lessonId={7} video={null} onUploaded={jest.fn()} machine={machine} />);
    fireEvent.change(screen.getByTestId('video-file-input'), { target: { files: [file('lesson.mp4', 'video/mp4', 4000)] } });
    await waitFor(() => expect(parts).toHaveLength(1));
    act(() => parts[0]!.sendBack({ type: 'PART_FAILED', error: new ApiError({ status: 413, code: 'VIDEO_TOO_LARGE', message: 'big' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('This video is too large to upload.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('takes a YouTube or Vimeo https link and refuses anything else', () => {
    const onLink = jest.fn();
    renderWithProviders(<VideoUploadField lessonId={7} video={null} onUploaded={jest.fn()} onLink={onLink} />);
    const input = screen.getByLabelText('Or a YouTube or Vimeo link');
    fireEvent.change(input, { target: { value: 'http://youtube.com/watch?v=1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this link' }));
    expect(screen.getByText('Enter an https link to a YouTube or Vimeo video.')).toBeInTheDocument();
    expect(onLink).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'https://vimeo.com/76979871' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onLink).toHaveBeenCalledWith({ source: 'vimeo', ref: 'https://vimeo.com/76979871' });
  });
});

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://player.vimeo.com/video/1', 'vimeo'],
  ])('%s -> %s', (url, source) => expect(parseVideoLink(url)?.source).toBe(source));
  it.each(['javascript:alert(1)', 'https://evil.com/youtube.com/x', 'https://youtube.com.evil.com/x', 'https://u:p@youtube.com/x', 'https://youtube.com/', 'ftp://vimeo.com/1'])('refuses %s', (url) =>
    expect(parseVideoLink(url)).toBeNull(),
  );
});

describe('AttachmentUploadField', () => {
  it('attaches a PDF and reports the lesson; refuses an executable by its name first; removes it', async () => {
    const attached = { ...lesson, kind: 'attachment' as const, attachment: { fileName: 'notes.pdf', size: 2048, contentType: 'application/pdf' } };
    const attach = jest.fn(async () => attached);
    const remove = jest.fn(async () => ({ ...attached, attachment: null }));
    const machine = attachmentMachine.provide({
      actors: {
        attach: fromPromise<EditableLesson, { lessonId: number; file: File }>(() => attach()),
        remove: fromPromise<EditableLesson, { lessonId: number }>(() => remove()),
      },
    });
    const onChanged = jest.fn();
    const { rerender } = renderWithProviders(<AttachmentUploadField lessonId={7} attachment={null} onChanged={onChanged} machine={machine} />);
    expect(screen.getByText('No file attached yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('attachment-file-input'), { target: { files: [file('setup.exe', 'application/octet-stream', 10)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Attach a PDF, ZIP, Word, Excel, PowerPoint, text, PNG or JPEG file.');
    fireEvent.change(screen.getByTestId('attachment-file-input'), { target: { files: [file('notes.pdf', 'application/pdf', 2048)] } });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(attached));
    rerender(<AttachmentUploadField lessonId={7} attachment={attached.attachment} onChanged={onChanged} machine={machine} />);
    expect(screen.getByText('Current file: notes.pdf (2 KB)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    await waitFor(() => expect(onChanged).toHaveBeenLastCalledWith(expect.objectContaining({ attachment: null })));
  });
});
