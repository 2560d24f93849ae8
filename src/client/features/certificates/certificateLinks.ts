import { paths } from '../../app/paths';

/** The public address anyone can open to check a certificate. */
export function verificationUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}${paths.certificate(code)}`;
}
