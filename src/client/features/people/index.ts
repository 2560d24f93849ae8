// People (instructor profile, public instructor page, settings, account deletion) as other parts of the
// SPA see it. The pages are loaded lazily by the router from their own files.
export { useInstructorFigures, type InstructorFigures } from './useInstructorFigures';
