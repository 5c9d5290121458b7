import { List, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../admin-shared/format.ts';
import { peopleQuery } from './api.ts';

/**
 * Finds the other person of a merge by name, e-mail or phone (the people list's search), never by a typed id: an id
 * typed wrong merged two strangers (issue 44 item 4). Each result says who it is; choosing one shows the preview.
 */
export function MergeSearch({ keptId, onChoose }: { keptId: number; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 250);
  const found = useQuery({ ...peopleQuery({ q, size: 8 }), enabled: q.length >= 2 });
  const others = (found.data?.items ?? []).filter((p) => p.id !== keptId);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('people.mergeFind')}
        placeholder={t('people.mergeFindHint')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
      />
      {q.length >= 2 && found.data ? (
        others.length ? (
          <List
            spacing={4}
            listStyleType="none"
            pl={0}
            aria-label={t('people.mergeResults')}
            data-testid="merge-results"
          >
            {others.map((p) => (
              <List.Item key={p.id}>
                <UnstyledButton
                  onClick={() => onChoose(p.id)}
                  p="xs"
                  w="100%"
                  style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
                >
                  <Text size="sm" fw={600}>
                    {fullName(p) || `#${p.id}`}
                  </Text>
                  <Text size="sm">
                    {[p.email, p.phone, p.kinds.map((k) => t(`people.kinds.${k}`)).join(', '), `#${p.id}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('people.mergeNoResults')}</Text>
        )
      ) : null}
    </Stack>
  );
}
