// Business constants shared by the SPA and the API server.
// Plain values only: the SPA imports this file, so it must stay free of server code and TypeBox.

export const LANGUAGES = ['th', 'en', 'vi', 'tl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

export const COUNTRIES = [
  { id: 999, code: 'global', name: 'Global', defaultLanguage: 'en' },
  { id: 174, code: 'th', name: 'Thailand', defaultLanguage: 'th' },
  { id: 138, code: 'ph', name: 'Philippines', defaultLanguage: 'tl' },
  { id: 193, code: 'vn', name: 'Vietnam', defaultLanguage: 'vi' },
] as const satisfies readonly { id: number; code: string; name: string; defaultLanguage: Language }[];
export type CountryId = (typeof COUNTRIES)[number]['id'];
export const COUNTRY_IDS: readonly CountryId[] = COUNTRIES.map((c) => c.id);
/** With no stored country the SPA uses Thailand and Thai. */
export const DEFAULT_COUNTRY: CountryId = 174;
/** The news list filters on the stored country, 999 (Global) when none is stored. */
export const NEWS_DEFAULT_COUNTRY: CountryId = 999;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export function isCountryId(value: unknown): value is CountryId {
  return typeof value === 'number' && (COUNTRY_IDS as readonly number[]).includes(value);
}

export const ROLES = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Folders files may be stored in; nothing else is accepted from a client. */
export const FILE_FOLDERS = {
  customerProfileImage: 'customer-profile-image',
  analysisAndNewsCoverImage: 'analysis-and-news-cover-image',
  courseCoverImage: 'course-cover-image',
  /** Lesson videos; filled by the demo seed (and later by the course editor), never by student uploads. */
  courseVideo: 'course-video',
  /** Blog and podcast covers, event covers and podcast audio: staff content, filled by the seed (and later an editor). */
  postCoverImage: 'post-cover-image',
  podcastAudio: 'podcast-audio',
  eventCoverImage: 'event-cover-image',
  /** Downloadable files of lessons (protected: enrolled students get a signed URL). */
  lessonAttachment: 'lesson-attachment',
  /** Pictures of quiz questions (public, like covers). */
  quizImage: 'quiz-image',
  /** Support ticket attachments (protected: served only through the ticket API to those who may read the message). */
  ticketAttachment: 'ticket-attachment',
} as const;
export type FileFolder = (typeof FILE_FOLDERS)[keyof typeof FILE_FOLDERS];
export const FILE_FOLDER_LIST: readonly FileFolder[] = Object.values(FILE_FOLDERS);
export function isFileFolder(value: unknown): value is FileFolder {
  return typeof value === 'string' && (FILE_FOLDER_LIST as readonly string[]).includes(value);
}

/** The largest upload (a profile image or another picture): 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const SESSION_COOKIE_NAME = 'academy_session';
export const SESSION_LIFETIME_DAYS = 1;
export const SESSION_LIFETIME_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

/** Our password policy (NIST/OWASP: at least 8). FALLBACK_PASSWORD_MIN_LENGTH applies only when a
 *  server gives no policy; ours always does, through the runtime configuration. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The password strength check (zxcvbn-ts with its common and English dictionaries), the same on the
 * server, which refuses a weaker password, and in the SPA's strength meter: the lowest accepted score
 * (0 to 4), how many leading characters are scored (longer ones are strong anyway, and the check's
 * cost grows with the length), and the cap on l33t variants tried (the library's default makes a
 * random 32-character password cost about 200 ms; 5 finds the same common passwords in a few ms).
 */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_STRENGTH_MAX_LENGTH = 64;
export const PASSWORD_STRENGTH_L33T_MAX_SUBSTITUTIONS = 5;
/** Words of this site a password should not lean on, next to the account's own names and address. */
export const PASSWORD_SITE_WORDS: readonly string[] = ['academy'];
export const USERNAME_PATTERN = '^[a-zA-Z0-9](?:[a-zA-Z0-9._-]{1,28}[a-zA-Z0-9])$';
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export const STICKY_HEADER_OFFSET_PX = 300;
export const CHAT_WIDGET_POLL_MS = 100;
export const CHAT_WIDGET_TIMEOUT_MS = 10_000;

export const LOCAL_STORAGE_KEYS = { lang: 'lang', country: 'country', theme: 'theme' } as const;
export const THEMES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeMode = 'dark';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The identity provider's minimum password length, used when the server gives none. */
export const FALLBACK_PASSWORD_MIN_LENGTH = 6;

/** The rest (catalogue, authoring, quizzes, money, payouts, tickets): a module of its own, outside /home's JavaScript. */
export * from './domainConstants';
