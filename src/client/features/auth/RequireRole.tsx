import type { ReactNode } from 'react';
import type { Role } from '../../../shared/constants';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from './authSlice';

/** Who may open the instructor area: instructors and admins. */
export const TEACHING_ROLES: readonly Role[] = ['instructor', 'admin'];
/** Who may open the admin area. */
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/**
 * Route guard by role, inside RequireAuth (which waits for the current user and sends anonymous
 * visitors to sign in): the area for a role in `roles`, else `denied` (a "not for your account"
 * page) — never the area's own shell.
 */
export function RequireRole({ roles, denied, children }: { roles: readonly Role[]; denied: ReactNode; children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  if (!user || !roles.includes(user.role)) return denied;
  return children;
}
