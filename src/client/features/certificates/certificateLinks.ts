import { certificatePath } from '../../components/course/courseFormat';

/** The public address anyone can open to check a certificate. */
export function verificationUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}${certificatePath(code)}`;
}
