// The quiz editor's public surface: the editor the course editor shows for a quiz lesson, loaded on
// demand (its own chunk, ./QuizEditorLazy). Its pages (/instructor/quiz and a quiz's results) are
// loaded lazily by the router and are not exported here.
export { QuizEditor } from './QuizEditorLazy';
