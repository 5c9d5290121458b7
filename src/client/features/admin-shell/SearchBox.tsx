import { Kbd, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_SEARCH_PATH, adminSearchPath } from '../../../shared/admin-screens.ts';

/** True when a key pressed there is typing (a field, an editor): `/` is then a character, not the shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The back-office's one search box (issue 28 items 3 and 8): sends its words to the search results screen; `/`
 * anywhere but in a field focuses it. On the results screen it shows the words searched.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const searched = location.pathname === ADMIN_SEARCH_PATH ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // What was typed since the last search; a new search (or leaving the results) shows its own words again.
  const [typed, setTyped] = useState({ for: searched, q: searched });
  const q = typed.for === searched ? typed.q : searched;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = q.trim();
    if (words) void navigate(adminSearchPath(words));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, minWidth: 0, maxWidth: 560 }}>
      <TextInput
        ref={input}
        type="search"
        name="q"
        value={q}
        onChange={(e) => setTyped({ for: searched, q: e.currentTarget.value })}
        onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.blur()}
        aria-label={t('admin.shell.search')}
        placeholder={t('admin.shell.search')}
        title={t('admin.shell.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" aria-hidden visibleFrom="sm">
            /
          </Kbd>
        }
        rightSectionPointerEvents="none"
        enterKeyHint="search"
      />
    </form>
  );
}
