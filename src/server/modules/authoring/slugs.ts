// A new course's address: its title in lower case with dashes, Latin letters without their accents
// (Vietnamese too) and Thai letters as they are; a title with nothing of either gets course-<id>.
const MAX_SLUG_LENGTH = 80;

export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9\u0e00-\u0e7f]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
    .normalize('NFC');
}

/** Slugs to try in order: the title's, then with a number, then with the course's id (always free). */
export function slugCandidates(title: string, id: number): string[] {
  const base = slugOf(title);
  if (!base || /^\d+$/.test(base)) return [`course-${id}`];
  return [base, `${base}-2`, `${base}-3`, `${base}-${id}`];
}
