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
  /** Logout: clears all local storage (docs/spec/product-spec.md#4-states-and-transitions) but the chosen language, which is the visitor's, not the session's. */
  clear() {
    const lang = localStorage.getItem(STORAGE_KEYS.lang);
    localStorage.clear();
    if (lang !== null) localStorage.setItem(STORAGE_KEYS.lang, lang);
  },
};

/** Why the login page is shown (an ended session, a disabled account): told once, after the hard navigation. */
export type LoginNotice = 'sessionEnded' | 'accountDisabled';
const NOTICE_KEY = 'loginNotice';
export const loginNotice = {
  set(notice: LoginNotice) {
    sessionStorage.setItem(NOTICE_KEY, notice);
  },
  /** Answers the notice and forgets it. */
  take(): LoginNotice | null {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice === 'sessionEnded' || notice === 'accountDisabled' ? notice : null;
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
