// The quiz authoring module calls the server's paths with the right methods, bodies and headers:
// If-Match on versioned edits, the import file as text/plain, downloads with the Bearer token.
import { configureApiClient } from './apiClient';
import * as quizApi from './quizAuthoringApi';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function answer(body: unknown, headers: Record<string, string> = {}) {
  return { ok: true, status: 200, statusText: '', headers: new Headers(headers), text: () => Promise.resolve(JSON.stringify(body)), blob: () => Promise.resolve(new Blob(['x'])) } as unknown as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer({}));
  global.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ getAccessToken: () => 'token-1' });
});

/** A Blob's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function lastCall(): RequestInit & { url: string; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], ...call[1], headers: call[1].headers as Record<string, string> };
}

describe('quizAuthoringApi', () => {
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['my quizzes', () => quizApi.listQuizzes(), 'GET', '/api/Instructor/Quizzes'],
    ['a quiz', () => quizApi.getQuiz(40), 'GET', '/api/Instructor/Quizzes/40'],
    ['bank', () => quizApi.listQuestions({ tag: 'curry', search: 'green', page: 2, pageSize: 20 }), 'GET', '/api/Instructor/Questions?tag=curry&search=green&page=2&pageSize=20'],
    ['tags', () => quizApi.listQuestionTags(), 'GET', '/api/Instructor/Questions/Tags'],
    ['overrides', () => quizApi.listOverrides(40), 'GET', '/api/Instructor/Quizzes/40/Overrides'],
    ['remove an override', () => quizApi.deleteOverride(40, 'ann lee'), 'DELETE', '/api/Instructor/Quizzes/40/Overrides/ann%20lee'],
    ['attempts', () => quizApi.listAttempts(40, 2, 20), 'GET', '/api/Instructor/Quizzes/40/Attempts?page=2&pageSize=20'],
    ['item analysis', () => quizApi.getItemAnalysis(40), 'GET', '/api/Instructor/Quizzes/40/ItemAnalysis'],
    ['regrade', () => quizApi.regrade(40), 'POST', '/api/Instructor/Quizzes/40/Regrade'],
    ['essay queue', () => quizApi.getEssayQueue(40), 'GET', '/api/Instructor/EssayQueue?quizId=40'],
  ])('%s', async (_name, call, method, url) => {
    await call();
    expect(lastCall()).toMatchObject({ method, url });
  });

  it('saves settings and order with If-Match and takes the version of the answer', async () => {
    fetchMock.mockResolvedValue(answer({ id: 40, version: 5 }));
    const saved = await quizApi.updateQuiz(40, { questionIds: [2, 1] } as unknown as Parameters<typeof quizApi.updateQuiz>[1], 4);
    expect(lastCall()).toMatchObject({ method: 'PUT', url: '/api/Instructor/Quizzes/40', headers: { 'If-Match': '"4"', 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(lastCall().body))).toEqual({ questionIds: [2, 1] });
    expect(saved.version).toBe(5);
  });

  it('edits a bank question with its own version', async () => {
    fetchMock.mockResolvedValue(answer({ id: 7, version: 3 }));
    await quizApi.updateQuestion(7, { type: 'true_false' } as unknown as Parameters<typeof quizApi.updateQuestion>[1], 2);
    expect(lastCall()).toMatchObject({ method: 'PUT', url: '/api/Instructor/Questions/7', headers: { 'If-Match': '"2"' } });
  });

  it('sends the import file as text/plain with its format', async () => {
    await quizApi.importQuestions(40, 'gift', '::Q:: Hot? {T}');
    const call = lastCall();
    expect(call).toMatchObject({ method: 'POST', url: '/api/Instructor/Quizzes/40/Import?format=gift' });
    expect(call.body).toBeInstanceOf(Blob);
    const body = call.body as Blob;
    expect(body.type).toBe('text/plain;charset=utf-8');
    expect(await readBlob(body)).toBe('::Q:: Hot? {T}');
    expect(call.headers['Content-Type']).toBeUndefined();
  });

  it('grades an essay and grants an override with JSON bodies', async () => {
    await quizApi.gradeEssay(900, 103, { points: 4, comment: 'Good' });
    expect(lastCall()).toMatchObject({ method: 'POST', url: '/api/Instructor/Attempts/900/Questions/103/Grade', body: JSON.stringify({ points: 4, comment: 'Good' }) });
    await quizApi.saveOverride(40, { username: 'ann', extraTimeSeconds: 600, extraAttempts: 1 });
    expect(lastCall()).toMatchObject({ method: 'PUT', url: '/api/Instructor/Quizzes/40/Overrides' });
  });

  it('downloads the answers CSV and the questions with the Bearer token', async () => {
    fetchMock.mockResolvedValue(answer({}, { 'Content-Disposition': 'attachment; filename="curry-check.csv"' }));
    await expect(quizApi.downloadAttemptsCsv(40)).resolves.toMatchObject({ fileName: 'curry-check.csv' });
    expect(lastCall()).toMatchObject({ url: '/api/Instructor/Quizzes/40/Attempts/Csv', headers: { Authorization: 'Bearer token-1', Accept: 'text/csv' } });
    fetchMock.mockResolvedValue(answer({}));
    await expect(quizApi.exportQuestions(40, 'gift')).resolves.toMatchObject({ fileName: 'quiz-40.gift.txt' });
    expect(lastCall()).toMatchObject({ url: '/api/Instructor/Quizzes/40/Export?format=gift' });
  });
});
