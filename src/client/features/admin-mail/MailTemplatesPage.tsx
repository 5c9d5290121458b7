import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants.ts';
import type { MailTemplateInput, MailTemplateView } from '../../../shared/schemas/mail-template.ts';
import { ApiError } from '../../lib/api.ts';
import { AdminOnlyNotice } from '../admin-shared/AdminOnlyNotice.tsx';
import { confirmDelete, notifySaved } from '../admin-shared/feedback.tsx';
import { LanguageTabs } from '../admin-shared/LanguageTabs.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { deleteTemplate, mailTemplatesQuery, saveTemplate } from '../admin-shared/mail-write-api.ts';
import { MailBodyEditor } from '../admin-shared/MailBodyEditor.tsx';

const empty = (): MailTemplateInput => ({
  name: '',
  subject: { fr: '', en: '', nl: '' },
  body: { fr: '', en: '', nl: '' },
});

/**
 * The mail templates (ADMIN, docs/decisions/0056): the firm's own and the site's notifications, each with the
 * languages it misses and, for a notification, the states that send it; edited per language in a rich-text editor.
 */
export default function MailTemplatesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(mailTemplatesQuery());
  const [editing, setEditing] = useState<{ id: number | null; input: MailTemplateInput } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: () => saveTemplate(editing!.id, editing!.input),
    onSuccess: async () => {
      notifySaved(t, t('mailTemplates.saved'));
      setEditing(null);
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ['mail-templates'] });
    },
    onError: (err) => setError(err instanceof ApiError ? err.message : t('common.requestFailed')),
  });
  if (list.error instanceof ApiError && list.error.status === 403) return <AdminOnlyNotice />;
  const edit = (x: MailTemplateView) =>
    setEditing({
      id: x.id,
      input: { name: x.name, subject: { ...x.subject }, body: { ...x.body } },
    });
  const setLang = (part: 'subject' | 'body', lang: Language, value: string) =>
    setEditing((e) => (e ? { ...e, input: { ...e.input, [part]: { ...e.input[part], [lang]: value } } } : e));
  return (
    <Stack gap="md">
      <Title order={1}>{t('mailTemplates.title')}</Title>
      <Text size="sm">{t('mailTemplates.intro')}</Text>
      <Group>
        <Button onClick={() => setEditing({ id: null, input: empty() })}>{t('mailTemplates.new')}</Button>
      </Group>
      {editing ? (
        <Section title={editing.input.name || t('mailTemplates.new')}>
          <Stack gap="sm">
            <TextInput
              label={t('mailTemplates.name')}
              value={editing.input.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setEditing((x) => (x ? { ...x, input: { ...x.input, name } } : x));
              }}
            />
            <LanguageTabs
              panel={(lang) => (
                <Stack gap="sm">
                  <TextInput
                    label={`${t('mailTemplates.subject')} (${lang})`}
                    value={editing.input.subject[lang]}
                    onChange={(e) => setLang('subject', lang, e.currentTarget.value)}
                  />
                  <MailBodyEditor
                    label={`${t('mailTemplates.body')} (${lang})`}
                    value={editing.input.body[lang]}
                    onChange={(html) => setLang('body', lang, html)}
                  />
                </Stack>
              )}
            />
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group>
              <Button onClick={() => saving.mutate()} loading={saving.isPending}>
                {t('mailTemplates.save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Section>
      ) : null}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mailTemplates.name')}</Table.Th>
            <Table.Th>{t('mailTemplates.notification')}</Table.Th>
            <Table.Th>{t('mailTemplates.missing')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((x) => (
            <Table.Tr key={x.id}>
              <Table.Td>{x.name}</Table.Td>
              <Table.Td>
                {x.notification ? (
                  <Text size="sm">
                    {x.sentBy.length
                      ? `${t('mailTemplates.sentBy')} ${x.sentBy.map((s) => `${s.resource} → ${s.state}`).join(', ')}`
                      : t('mailTemplates.notification')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {x.missing.length ? (
                  <Group gap={4}>
                    {x.missing.map((l) => (
                      <Badge key={l} color="orange.9" variant="light">
                        {l}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm">{t('mailTemplates.complete')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => edit(x)}
                    aria-label={`${t('mailTemplates.edit')} ${x.name}`}
                  >
                    {t('mailTemplates.edit')}
                  </Button>
                  {x.notification ? null : (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={`${t('mailTemplates.delete')} ${x.name}`}
                      onClick={() =>
                        confirmDelete(t, x.name, async () => {
                          await deleteTemplate(x.id);
                          await queryClient.invalidateQueries({ queryKey: ['mail-templates'] });
                        })
                      }
                    >
                      {t('mailTemplates.delete')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
