/** Business constants of docs/spec/product-spec.md#9-business-constants-and-limits and docs/product-decisions.md. */
export const LANGUAGES = ['fr', 'en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language by its own name, as a language list shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', nl: 'Nederlands' };

export const SCROLL_ANIMATION_MS = 1500;
export const DEFAULT_APP_VERSION = '0.0.0';
/** The firm's time zone: list date filters and exported dates are in it, whatever the server's or browser's. */
export const FIRM_TIME_ZONE = 'Europe/Brussels';

/** Client storage keys (docs/spec/product-spec.md#3-entities-and-their-fields). */
export const STORAGE_KEYS = {
  token: 'JWT_TOKEN',
  userName: 'userName',
  isAdmin: 'isAdmin',
  lang: 'lang',
  menu: 'menu',
} as const;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The path whose answer sets a fresh XSRF cookie pair, asked before a first change (src/server/plugins/csrf.ts). */
export const XSRF_TOKEN_PATH = '/api/xsrf-token';

export const ROLES = ['ADMIN', 'MANAGER'] as const;
export type Role = (typeof ROLES)[number];

/** Which records a MANAGER sees: all of them, or only those in their charge (docs/decisions/0046). */
export const RECORD_SCOPES = ['all', 'charge'] as const;
export type RecordScope = (typeof RECORD_SCOPES)[number];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
} as const;
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.odt';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The public job search counts its matches up to this many; the list then says "1,000+". */
export const JOB_SEARCH_COUNT_CAP = 1000;
