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
  /** Logout: clears all local storage (docs/spec/product-spec.md#4-states-and-transitions). */
  clear() {
    localStorage.clear();
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
