// The quiz editor as the course editor shows it for a quiz lesson: fetched the first time a quiz lesson
// is opened (the "quiz-editor" chunk: its dialogs, settings form, overrides and requests), so the course
// editor opens without it; its loading placeholder meanwhile.
import { lazy, Suspense } from 'react';
import { QuizEditorLoading } from './QuizEditorLoading';

const LazyQuizEditor = lazy(() => import(/* webpackChunkName: "quiz-editor" */ './QuizEditor').then((m) => ({ default: m.QuizEditor })));

export function QuizEditor(props: { quizId: number | null | undefined }) {
  return (
    <Suspense fallback={<QuizEditorLoading />}>
      <LazyQuizEditor {...props} />
    </Suspense>
  );
}
