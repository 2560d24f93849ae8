// The strength of a password as the meter shows it: the server's answer (src/shared/schemas/auth.ts).
export type { PasswordStrength } from '../../../shared/schemas/auth';
