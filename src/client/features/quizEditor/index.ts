// The quiz editor's public surface: the editor the course editor shows for a quiz lesson. Its pages
// (/instructor/quiz and a quiz's results) are loaded lazily by the router and are not exported here.
export { QuizEditor } from './QuizEditor';
