// zxcvbn-ts with the same dictionaries and settings as the server (src/server/modules/auth/
// passwordStrength.ts), so the meter and the server agree on a score. Only usePasswordStrength loads
// this module, with import(): its dictionaries (about 1.7 MB before compression) come in a chunk of
// their own when someone types a new password, never with /home.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS, PASSWORD_STRENGTH_MAX_LENGTH } from '../../../shared/constants';
import { passwordUserInputs, type PasswordOwner } from '../../../shared/passwordStrength';
import type { PasswordStrength } from './passwordStrengthTypes';

let checker: ZxcvbnFactory | null = null;

/** Built once (its ranked dictionaries take a moment), on the first password checked. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_STRENGTH_MAX_LENGTH,
    l33tMaxSubstitutions: PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS,
  });
  return checker;
}

export function checkPassword(password: string, owner: PasswordOwner): PasswordStrength {
  const { score, feedback } = zxcvbn().check(password, passwordUserInputs(owner));
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions };
}
