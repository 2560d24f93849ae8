// The translations split in files by who reads them. public/assets/i18n/{lang}.json holds every text (the
// source the translators and the tests read); the build writes the core file of each language under the same
// name, fetched before the first render on every page, and one file per part ({lang}.{part}.json), fetched
// with the lazy code of the screens that need it (router.tsx: `withTranslations`). A part is named by its
// top-level sections; the keys of those sections that pages outside the part read stay in the core file.
// test/i18n/translationParts.test.ts follows the imports from the entry and fails when a module that can
// render without a part reads one of its keys.

/** Pure data and functions: imported by the SPA, the webpack build, the server (the first HTML preloads a page's parts) and the tests. */
export const TRANSLATION_PARTS = {
  /** The signed-in learner's screens (their area, the lesson player) and the sign-in and sign-up pages. */
  account: {
    sections: ['AFFILIATE', 'AUTH', 'DASHBOARD', 'LEARNING', 'ORDERS', 'QUIZ', 'SOCIAL', 'TEACH', 'TICKETS'],
    /** Read outside the part: the home page's "continue learning" row. */
    keep: ['DASHBOARD.ALL_MY_COURSES', 'DASHBOARD.PROGRESS'],
  },
  /** The instructor's and admin's screens (and the earnings and payout pieces the affiliate page reuses). */
  staff: {
    sections: [
      'ADMIN',
      'ADMIN_AUDIT',
      'ADMIN_EVENTS',
      'ADMIN_HOME',
      'ADMIN_ORDERS',
      'ADMIN_PAYMENTS',
      'ADMIN_PEOPLE',
      'ADMIN_SETTINGS',
      'COUPONS',
      'EARNINGS',
      'INSTRUCTOR',
      'PAYOUTS',
      'QUIZ_EDITOR',
      'STUDIO',
      'TEACHING',
      'VIDEO_UPLOAD',
    ],
    /** Read outside the part: the account menus of the header (every page, signed in). */
    keep: ['ADMIN.MENU', 'INSTRUCTOR.MENU'],
  },
} as const satisfies Record<string, { sections: readonly string[]; keep: readonly string[] }>;

export type TranslationPart = keyof typeof TRANSLATION_PARTS;
export const TRANSLATION_PART_NAMES = Object.keys(TRANSLATION_PARTS) as TranslationPart[];

export type TranslationTree = { [key: string]: string | TranslationTree };

/** The file name of a language's part (`th.staff.json`), beside its core file (`th.json`). */
export function translationPartFile(lang: string, part: TranslationPart): string {
  return `${lang}.${part}.json`;
}

const KEPT: readonly string[] = TRANSLATION_PART_NAMES.flatMap((part) => TRANSLATION_PARTS[part].keep);

/** Whether a dotted key (or key prefix) lies in a kept subtree of its part. */
function kept(keep: readonly string[], key: string): boolean {
  return keep.some((k) => key === k || key.startsWith(`${k}.`));
}

/** The part a dotted key's text is in, or null for the core file. */
export function partOfKey(key: string): TranslationPart | null {
  const section = key.split('.', 1)[0]!;
  for (const part of TRANSLATION_PART_NAMES) {
    const { sections, keep } = TRANSLATION_PARTS[part];
    if ((sections as readonly string[]).includes(section)) return kept(keep, key) ? null : part;
  }
  return null;
}

/** Splits a language's whole tree into its core and its parts; every text lands in exactly one of them. */
export function splitTranslations(all: TranslationTree): { core: TranslationTree; parts: Record<TranslationPart, TranslationTree> } {
  const core: TranslationTree = {};
  const parts = Object.fromEntries(TRANSLATION_PART_NAMES.map((part) => [part, {}])) as Record<TranslationPart, TranslationTree>;
  const place = (tree: TranslationTree, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${name}` : name;
      const part = partOfKey(key);
      // A subtree goes whole to its file unless a kept subtree lies under it (ADMIN, for ADMIN.MENU).
      if (typeof value === 'string' || !KEPT.some((k) => k.startsWith(`${key}.`))) setPath(part === null ? core : parts[part], key, value);
      else place(value, key);
    }
  };
  place(all, '');
  return { core, parts };
}

function setPath(tree: TranslationTree, key: string, value: string | TranslationTree): void {
  const names = key.split('.');
  let node = tree;
  for (const name of names.slice(0, -1)) {
    const next = node[name];
    if (typeof next === 'object') node = next;
    else node = node[name] = {};
  }
  node[names[names.length - 1]!] = value;
}

/** Merges `extra` into `into` (subtrees merged, texts replaced); returns `into`. */
export function mergeTranslations(into: TranslationTree, extra: TranslationTree): TranslationTree {
  for (const [name, value] of Object.entries(extra)) {
    const current = into[name];
    if (typeof value === 'object' && typeof current === 'object') mergeTranslations(current, value);
    else into[name] = value;
  }
  return into;
}
