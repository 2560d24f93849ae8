// What the password strength check (zxcvbn-ts) knows of the account, the same on the server and in
// the SPA's meter, so both score a password alike: its names and address, and the site's own words.
import { PASSWORD_SITE_WORDS } from './constants';

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The words a password should not be built from: the owner's names, address (and its local part), the site's name. */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const words = [owner.username, email, email.split('@')[0], owner.firstName, owner.lastName, ...PASSWORD_SITE_WORDS];
  return [...new Set(words.map((w) => w?.trim().toLowerCase() ?? '').filter((w) => w.length >= 3))];
}
