import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants.ts';
import {
  CHOICE_KINDS,
  QUESTION_KINDS,
  type QuestionInput,
  type QuestionKind,
  type ScreeningQuestion,
} from '../../../shared/schemas/screening.ts';
import { api } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';

/** A question as the editor holds it: its choices as lines of text, its knock-out as text or a range. */
interface Draft {
  id?: number;
  kind: QuestionKind;
  text: { fr: string; en: string; nl: string };
  required: boolean;
  options: string;
  knockOutValues: string;
  min: number | string;
  max: number | string;
}

const toDraft = (q: ScreeningQuestion): Draft => ({
  id: q.id,
  kind: q.kind,
  text: q.text,
  required: q.required,
  options: q.options.map((o) => [o.value, o.text.fr, o.text.en, o.text.nl].join(' | ')).join('\n'),
  knockOutValues: Array.isArray(q.knockOut) ? q.knockOut.join(', ') : '',
  min: q.knockOut && !Array.isArray(q.knockOut) ? (q.knockOut.min ?? '') : '',
  max: q.knockOut && !Array.isArray(q.knockOut) ? (q.knockOut.max ?? '') : '',
});

const EMPTY: Draft = {
  kind: 'yesNo',
  text: { fr: '', en: '', nl: '' },
  required: false,
  options: '',
  knockOutValues: '',
  min: '',
  max: '',
};

function toInput(d: Draft): QuestionInput {
  const options = CHOICE_KINDS.includes(d.kind)
    ? d.options
        .split('\n')
        .map((line) => line.split('|').map((p) => p.trim()))
        .filter((p) => p[0])
        .map(([value, fr, en, nl]) => ({
          value: value!,
          text: { fr: fr ?? '', en: en || fr || '', nl: nl || fr || '' },
        }))
    : [];
  const values = d.knockOutValues
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const num = (v: number | string) => (v === '' ? null : Number(v));
  const knockOut =
    d.kind === 'shortText'
      ? null
      : d.kind === 'number'
        ? d.min === '' && d.max === ''
          ? null
          : { min: num(d.min), max: num(d.max) }
        : values.length
          ? values
          : null;
  return { ...(d.id ? { id: d.id } : {}), kind: d.kind, text: d.text, required: d.required, options, knockOut };
}

/** A job's screening questions (issue 31 item 3, docs/decisions/0062): edited as a list, saved as a whole. */
export function JobQuestionsEditor({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['jobs', 'questions', jobId];
  const loaded = useQuery({
    queryKey: key,
    queryFn: () => api<{ questions: ScreeningQuestion[] }>(`/api/jobs/${jobId}/questions`),
  });
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const list = drafts ?? loaded.data?.questions.map(toDraft) ?? [];
  const edit = (i: number, patch: Partial<Draft>) => setDrafts(list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const save = useMutation({
    mutationFn: () =>
      api<{ questions: ScreeningQuestion[] }>(`/api/jobs/${jobId}/questions`, {
        method: 'PUT',
        body: { questions: list.map(toInput) },
      }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      setDrafts(null);
      notifySaved(t, t('admin.questions.saved'));
    },
    onError: (err) => notifyFailed(t, err),
  });

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('admin.questions.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('admin.questions.lead')}
        </Text>
        {list.map((d, i) => (
          <Paper key={d.id ?? `new-${i}`} withBorder p="sm">
            <Stack gap="xs">
              <Group align="flex-end">
                <NativeSelect
                  label={t('admin.questions.kind')}
                  value={d.kind}
                  onChange={(e) => edit(i, { kind: e.currentTarget.value as QuestionKind })}
                  data={QUESTION_KINDS.map((k) => ({ value: k, label: t(`admin.questions.kinds.${k}`) }))}
                />
                <Checkbox
                  label={t('admin.questions.required')}
                  checked={d.required}
                  onChange={(e) => edit(i, { required: e.currentTarget.checked })}
                />
                <Button variant="subtle" color="red.9" onClick={() => setDrafts(list.filter((_, j) => j !== i))}>
                  {t('admin.questions.remove')}
                </Button>
              </Group>
              {LANGUAGES.map((lang) => (
                <TextInput
                  key={lang}
                  label={t('admin.questions.text', { lang: lang.toUpperCase() })}
                  value={d.text[lang]}
                  maxLength={300}
                  onChange={(e) => edit(i, { text: { ...d.text, [lang]: e.currentTarget.value } })}
                />
              ))}
              {CHOICE_KINDS.includes(d.kind) ? (
                <Textarea
                  label={t('admin.questions.options')}
                  autosize
                  minRows={2}
                  value={d.options}
                  onChange={(e) => edit(i, { options: e.currentTarget.value })}
                />
              ) : null}
              {d.kind === 'number' ? (
                <Group>
                  <NumberInput label={t('admin.questions.min')} value={d.min} onChange={(v) => edit(i, { min: v })} />
                  <NumberInput label={t('admin.questions.max')} value={d.max} onChange={(v) => edit(i, { max: v })} />
                </Group>
              ) : d.kind !== 'shortText' ? (
                <TextInput
                  label={t('admin.questions.knockOutValues')}
                  description={d.kind === 'yesNo' ? 'yes, no' : undefined}
                  value={d.knockOutValues}
                  onChange={(e) => edit(i, { knockOutValues: e.currentTarget.value })}
                />
              ) : null}
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button variant="default" onClick={() => setDrafts([...list, { ...EMPTY }])}>
            {t('admin.questions.add')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('admin.questions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
