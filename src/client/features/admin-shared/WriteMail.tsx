import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants.ts';
import type { PersonMailInput } from '../../../shared/schemas/mail-template.ts';
import { ApiError } from '../../lib/api.ts';
import { notifySaved } from './feedback.tsx';
import { mailTemplatesQuery, previewMail, sendMail } from './mail-write-api.ts';
import { MailBodyEditor } from './MailBodyEditor.tsx';

type WriteRecord = Pick<PersonMailInput, 'recordType' | 'recordId'>;

/**
 * "Write" on a person, an application or a company (docs/decisions/0056): the person's language preselected, one
 * of the firm's templates or free text, the placeholders, a preview exactly as the mail will arrive, then sent
 * through the outbox. A suppressed address or an erased person is refused with the server's reason.
 */
export function WriteMailButton(props: { personId: number; language: string; record?: WriteRecord; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {props.label ?? t('writeMail.write')}
      </Button>
      {open ? <WriteMailModal {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function WriteMailModal(props: { personId: number; language: string; record?: WriteRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const templates = useQuery(mailTemplatesQuery());
  const own = (templates.data ?? []).filter((x) => x.notification === null);
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(props.language) ? (props.language as Language) : 'en',
  );
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const applyTemplate = (id: number | null, lang: Language) => {
    setTemplateId(id);
    const chosen = own.find((x) => x.id === id);
    if (chosen) {
      setSubject(chosen.subject[lang] ?? '');
      setBody(chosen.body[lang] ?? '');
    }
    setPreview(null);
  };
  const input = (): PersonMailInput => ({
    subject,
    body,
    language,
    ...(templateId ? { templateId } : {}),
    ...props.record,
  });
  const explain = (err: unknown) => setError(err instanceof ApiError ? err.message : t('common.requestFailed'));
  const showing = useMutation({
    mutationFn: () => previewMail(props.personId, input()),
    onSuccess: (p) => {
      setError(null);
      setPreview(p);
    },
    onError: explain,
  });
  const sending = useMutation({
    mutationFn: () => sendMail(props.personId, input()),
    onSuccess: async () => {
      notifySaved(t, t('writeMail.sent'));
      await queryClient.invalidateQueries({ queryKey: ['people'] });
      props.onClose();
    },
    onError: explain,
  });
  const chosen = own.find((x) => x.id === templateId);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('writeMail.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('writeMail.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`writeMail.languages.${l}`) }))}
            value={language}
            allowDeselect={false}
            onChange={(v) => {
              const lang = v ?? 'en';
              setLanguage(lang);
              if (templateId) applyTemplate(templateId, lang);
            }}
          />
          <Select
            label={t('writeMail.template')}
            placeholder={t('writeMail.freeText')}
            clearable
            data={own.map((x) => ({ value: String(x.id), label: x.name }))}
            value={templateId ? String(templateId) : null}
            onChange={(v) => applyTemplate(v ? Number(v) : null, language)}
          />
        </Group>
        {chosen?.missing.includes(language) ? (
          <Alert color="yellow">
            {t('writeMail.missingTranslation', { language: t(`writeMail.languages.${language}`) })}
          </Alert>
        ) : null}
        <TextInput
          label={t('writeMail.subject')}
          value={subject}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setPreview(null);
          }}
        />
        <MailBodyEditor
          label={t('writeMail.body')}
          value={body}
          onChange={(html) => {
            setBody(html);
            setPreview(null);
          }}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {preview ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('writeMail.previewOf')}: {preview.subject}
            </Text>
            <iframe
              title={t('writeMail.previewOf')}
              sandbox=""
              srcDoc={preview.html}
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-4)' }}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => showing.mutate()} loading={showing.isPending}>
            {t('writeMail.preview')}
          </Button>
          <Button
            onClick={() => sending.mutate()}
            loading={sending.isPending}
            disabled={!subject.trim() || !body.trim()}
          >
            {t('writeMail.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
