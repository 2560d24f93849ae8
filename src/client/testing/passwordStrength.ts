// Client tests stand in for the server's POST /Auth/PasswordStrength with the same zxcvbn-ts check
// and settings (src/server/modules/auth/passwordStrength.ts), so what a page shows matches what the
// server would say.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS, PASSWORD_STRENGTH_MAX_LENGTH } from '../../shared/constants';
import { passwordUserInputs } from '../../shared/passwordStrength';
import type { PasswordStrength, PasswordStrengthRequest } from '../../shared/schemas/auth';

let zxcvbn: ZxcvbnFactory | null = null;

export async function scoreLikeTheServer({ password, ...owner }: PasswordStrengthRequest): Promise<PasswordStrength> {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_STRENGTH_MAX_LENGTH,
    l33tMaxSubstitutions: PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS,
  });
  const { score, feedback } = zxcvbn.check(password, passwordUserInputs(owner));
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
}
