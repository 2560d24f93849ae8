// The course feature as other parts of the SPA see it: the outline the course page shows (the studio's
// preview shows a course being edited with it).
export { Curriculum } from './Curriculum';
