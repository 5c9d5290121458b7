import { STORAGE_KEYS } from '../../shared/constants.ts';

/** The spec's client storage keys (docs/spec/product-spec.md#3-entities-and-their-fields), read and written in one place. */
export const session = {
  token: () => localStorage.getItem(STORAGE_KEYS.token),
  userName: () => localStorage.getItem(STORAGE_KEYS.userName),
  isAdmin: () => localStorage.getItem(STORAGE_KEYS.isAdmin) === 'true',
  save(token: string, userName: string) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.userName, userName);
    localStorage.setItem(STORAGE_KEYS.isAdmin, 'true');
  },
  /** The same session's token, renewed by the server on a request (docs/decisions/0035); never revives an ended one. */
  renew(token: string) {
    if (localStorage.getItem(STORAGE_KEYS.token) !== null) localStorage.setItem(STORAGE_KEYS.token, token);
  },
  /** Logout: clears all local storage (docs/spec/product-spec.md#4-states-and-transitions) but the chosen language, which is the visitor's, not the session's. */
  clear() {
    const lang = localStorage.getItem(STORAGE_KEYS.lang);
    localStorage.clear();
    if (lang !== null) localStorage.setItem(STORAGE_KEYS.lang, lang);
  },
};

/**
 * Why the login page is shown (an ended session, one that ran out of time, a disabled account): told once, after the
 * hard navigation.
 */
export type LoginNotice = 'sessionEnded' | 'sessionExpired' | 'accountDisabled';
const NOTICES: readonly string[] = ['sessionEnded', 'sessionExpired', 'accountDisabled'] satisfies LoginNotice[];
const NOTICE_KEY = 'loginNotice';
export const loginNotice = {
  set(notice: LoginNotice) {
    sessionStorage.setItem(NOTICE_KEY, notice);
  },
  /** Answers the notice and forgets it. */
  take(): LoginNotice | null {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice !== null && NOTICES.includes(notice) ? (notice as LoginNotice) : null;
  },
};

/** docs/spec/product-spec.md#4-states-and-transitions: the menu style is toggled by whether a stored `menu` value exists (here: the admin menu folded). */
export const menuStyle = {
  folded: () => localStorage.getItem(STORAGE_KEYS.menu) !== null,
  setFolded(folded: boolean) {
    if (folded) localStorage.setItem(STORAGE_KEYS.menu, 'folded');
    else localStorage.removeItem(STORAGE_KEYS.menu);
  },
};
