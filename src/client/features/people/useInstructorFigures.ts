// The signed-in instructor's own figures for the profile header: students, published courses and the
// average rating, from their public page (the same numbers visitors see).
import type { PublicInstructor } from '../../../shared/schemas/people';
import { useRequest } from '../../app/useRequest';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../locale';
import { instructorFiguresRequest } from './peopleRequests';

export type InstructorFigures = PublicInstructor['totals'];

/** null while loading, when it failed, or without a username (not an instructor page). */
export function useInstructorFigures(username: string | null): InstructorFigures | null {
  const lang = useAppSelector(selectLanguage);
  const { state } = useRequest(instructorFiguresRequest, username ? { username, lang } : null);
  return state.data?.totals ?? null;
}
