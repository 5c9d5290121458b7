import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/constants.ts';
import type { OwnMailLanguage } from '../../../shared/schemas/user.ts';
import { notify } from '../../components/notify.ts';
import { api } from '../../lib/api.ts';

const KEY = ['me', 'language'];

/** The user menu's choice of the language of one's own mails: the firm's default or one of the three. */
export function MailLanguageItems() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: KEY, queryFn: () => api<OwnMailLanguage>('/api/me/language') });
  const save = useMutation({
    mutationFn: (language: Language | null) =>
      api<OwnMailLanguage>('/api/me/language', { method: 'PUT', body: { language } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      notify(t, { color: 'green', message: t('auth.mailLanguageSaved') });
    },
    onError: () => notify(t, { color: 'red', message: t('common.requestFailed') }),
  });
  const chosen = current.data?.language ?? null;
  const item = (language: Language | null, label: string) => (
    <Menu.Item
      key={language ?? 'default'}
      leftSection={
        current.isSuccess && chosen === language ? (
          <IconCheck size={14} role="img" aria-label={t('auth.mailLanguageChosen')} />
        ) : (
          <span />
        )
      }
      onClick={() => save.mutate(language)}
    >
      {label}
    </Menu.Item>
  );
  return (
    <>
      <Menu.Label>{t('auth.mailLanguage')}</Menu.Label>
      {item(null, t('auth.mailLanguageDefault'))}
      {LANGUAGES.map((l) => item(l, LANGUAGE_NAMES[l]))}
    </>
  );
}
