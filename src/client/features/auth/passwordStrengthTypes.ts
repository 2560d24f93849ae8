// The strength of a password as the meter shows it (the checker itself is loaded on demand).

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess), and its feedback keys. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is weak (zxcvbn's warning key), if it says. */
  warning: string | null;
  /** How to make it stronger (zxcvbn's suggestion keys). */
  suggestions: string[];
}
