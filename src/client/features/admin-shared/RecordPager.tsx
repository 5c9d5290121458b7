import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BackLink } from './BackLink.tsx';
import { loadAdjacent, readRecordNav, recordNavState, type NavDirection, type RecordNavSource } from './record-nav.ts';

interface Target {
  to: string;
  source: RecordNavSource;
}

/** True when a key pressed there is typing (a field, an editor): a letter is then a letter, not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The window next to `source` at one end, read once the user stands at that end. */
function useAdjacent(source: RecordNavSource | null, direction: NavDirection, atEnd: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['recordNav', direction, source?.kind, source?.from, source?.cursor],
    queryFn: () => loadAdjacent(source!, direction, client),
    enabled: Boolean(source) && atEnd,
    staleTime: 30_000,
  });
}

/**
 * Above a record's page: the way back to where it was opened from, and when that was an ordered source (a list,
 * a board, search results) the previous and the next record of it, across its pages (`k` and `j` from the
 * keyboard). Opened otherwise (a link, a bookmark), only the way back to `fallback`.
 */
export function RecordPager({ fallback, label }: { fallback: string; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const source = readRecordNav(location.state);
  const index = source ? source.items.indexOf(location.pathname) : -1;
  const known = source && index >= 0 ? source : null;
  const before = useAdjacent(known, 'before', index === 0);
  const after = useAdjacent(known, 'after', known ? index === known.items.length - 1 : false);

  const target = (direction: NavDirection): Target | null => {
    if (!known) return null;
    const step = direction === 'before' ? -1 : 1;
    const inWindow = known.items[index + step];
    if (inWindow) return { to: inWindow, source: known };
    const other = (direction === 'before' ? before : after).data;
    const to = other ? (direction === 'before' ? other.items.at(-1) : other.items[0]) : undefined;
    return other && to ? { to, source: other } : null;
  };
  const previous = target('before');
  const next = target('after');

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
      const go = e.key === 'j' ? next : e.key === 'k' ? previous : null;
      if (!go) return;
      e.preventDefault();
      void navigate(go.to, { state: recordNavState(go.source) });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, navigate]);

  const back = <BackLink to={known?.from ?? fallback} label={label} />;
  if (!known) return back;
  const position = known.offset + index + 1;
  const button = (go: Target | null, name: string, key: string, icon: ReactNode) => (
    <Tooltip label={name}>
      {go ? (
        <ActionIcon
          variant="default"
          component={Link}
          to={go.to}
          state={recordNavState(go.source)}
          aria-label={name}
          aria-keyshortcuts={key}
        >
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="default" disabled aria-label={name}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
  return (
    <Group justify="space-between" wrap="nowrap">
      {back}
      <Group gap={6} wrap="nowrap" role="navigation" aria-label={t('admin.recordNav.label')}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {known.total === undefined ? position : t('admin.recordNav.position', { position, total: known.total })}
        </Text>
        {button(previous, t('admin.recordNav.previous'), 'k', <IconChevronLeft size={16} aria-hidden />)}
        {button(next, t('admin.recordNav.next'), 'j', <IconChevronRight size={16} aria-hidden />)}
      </Group>
    </Group>
  );
}
