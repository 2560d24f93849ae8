// Taking a quiz, as the lesson player sees it: the quiz panel of a quiz lesson. The panel (its machine,
// question controls and result) is a chunk of its own, loaded only when a quiz lesson is opened, so the
// player carries none of it for other lessons.
import { lazy } from 'react';

export type { QuizPanelProps } from './QuizPanel';
export const QuizPanel = lazy(() => import(/* webpackChunkName: "quiz" */ './QuizPanel'));
