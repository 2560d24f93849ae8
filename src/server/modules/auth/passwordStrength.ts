import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE, PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS, PASSWORD_STRENGTH_MAX_LENGTH } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { passwordUserInputs, type PasswordOwner } from '../../../shared/passwordStrength';
import { AppError } from '../../plugins/errors';

let checker: Promise<ZxcvbnFactory> | null = null;

/**
 * zxcvbn-ts with its common (leaked passwords, keyboard layouts) and English dictionaries, loaded on
 * the first check (about 25 MB and 0.3 s), so a server that never sets a password never holds them.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: PASSWORD_STRENGTH_MAX_LENGTH,
      l33tMaxSubstitutions: PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS,
    });
  })();
  return checker;
}

/** The score (0 to 4) and zxcvbn's feedback keys for a password of this owner. */
export async function passwordStrength(password: string, owner: PasswordOwner): Promise<ZxcvbnResult> {
  return (await zxcvbn()).check(password, passwordUserInputs(owner));
}

/**
 * Refuses a password that is easy to guess (a common one, a keyboard pattern, the owner's own name)
 * with 400 AUTH_PASSWORD_TOO_WEAK, naming the field.
 */
export async function assertStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const { score, feedback } = await passwordStrength(password, owner);
  if (score >= PASSWORD_MIN_SCORE) return;
  throw new AppError(400, ERROR_CODES.AUTH_PASSWORD_TOO_WEAK, 'This password is too easy to guess. Use a longer one, for example a few unrelated words.', {}, [
    { path: `body.${field}`, message: `is too easy to guess (score ${score} of 4${feedback.warning ? `: ${feedback.warning}` : ''})` },
  ]);
}
