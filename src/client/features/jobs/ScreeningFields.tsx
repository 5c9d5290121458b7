import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormPost } from '../../../shared/page-form.ts';
import {
  answerErrorField,
  answerField,
  type ApplicationAnswer,
  type PublicQuestion,
} from '../../../shared/schemas/screening.ts';
import { pickText, useLanguage } from '../../components/localized.ts';

/** What the visitor typed or chose, as the plain form posts it: text, or the options ticked. */
export type RawAnswers = Record<number, string | string[]>;

/** The answers a refused plain post sent back (docs/decisions/0038), to start the fields from. */
export function postedAnswers(post: FormPost | undefined, questions: PublicQuestion[]): RawAnswers {
  const raw: RawAnswers = {};
  if (!post) return raw;
  for (const q of questions) {
    if (q.kind === 'severalChoices') {
      raw[q.id] = q.options.map((o) => o.value).filter((v) => post.values[answerField(q.id, v)] !== undefined);
    } else {
      const value = post.values[answerField(q.id)];
      if (typeof value === 'string') raw[q.id] = value;
    }
  }
  return raw;
}

/** The answers as the apply payload carries them, typed by their question; unanswered ones left out. */
export function toAnswers(questions: PublicQuestion[], raw: RawAnswers): ApplicationAnswer[] {
  const answers: ApplicationAnswer[] = [];
  for (const q of questions) {
    const value = raw[q.id];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (q.kind === 'yesNo') answers.push({ questionId: q.id, value: value === 'yes' });
    else if (q.kind === 'number') {
      const n = Number(String(value).replace(',', '.'));
      answers.push({ questionId: q.id, value: Number.isFinite(n) ? n : String(value) });
    } else answers.push({ questionId: q.id, value });
  }
  return answers;
}

/** The required questions left unanswered, as the server would name them. */
export function missingAnswers(questions: PublicQuestion[], raw: RawAnswers): Record<string, string> {
  const given = new Set(toAnswers(questions, raw).map((a) => a.questionId));
  return Object.fromEntries(
    questions.filter((q) => q.required && !given.has(q.id)).map((q) => [answerErrorField(q.id), 'validation.required']),
  );
}

/** The answers' state: the values, and each question's message (from the server, or the check before sending). */
export function useScreeningAnswers(questions: PublicQuestion[], post: FormPost | undefined) {
  const [raw, setRaw] = useState<RawAnswers>(() => postedAnswers(post, questions));
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(post?.fields ?? {}).filter(([k]) => k.startsWith('answers.'))),
  );
  const set = (id: number, value: string | string[]) => {
    setRaw((r) => ({ ...r, [id]: value }));
    setErrors((e) => {
      const { [answerErrorField(id)]: _gone, ...rest } = e;
      return rest;
    });
  };
  return { raw, set, errors, setErrors };
}
export type ScreeningAnswers = ReturnType<typeof useScreeningAnswers>;

/**
 * A job's screening questions on its apply form (docs/decisions/0062), in the page's language: plain inputs named
 * as the no-JavaScript post reads them (`answer.<id>`, `answer.<id>.<option>`), so that the form works without the app.
 */
export function ScreeningFields({
  questions,
  state,
  disabled,
}: {
  questions: PublicQuestion[];
  state: ScreeningAnswers;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!questions.length) return null;
  return (
    <Stack gap="md" role="group" aria-label={t('jobs.apply.questions')}>
      {questions.map((q) => {
        const label = pickText(q.text, lang);
        const errorKey = state.errors[answerErrorField(q.id)];
        const error = errorKey ? t(errorKey) : undefined;
        const value = state.raw[q.id];
        const common = { label, required: q.required, error, disabled };
        if (q.kind === 'yesNo' || q.kind === 'oneChoice') {
          const options =
            q.kind === 'yesNo'
              ? [
                  { value: 'yes', label: t('common.yes') },
                  { value: 'no', label: t('common.no') },
                ]
              : q.options.map((o) => ({ value: o.value, label: pickText(o.text, lang) }));
          return (
            <Radio.Group
              key={q.id}
              {...common}
              name={answerField(q.id)}
              value={typeof value === 'string' ? value : null}
              onChange={(v) => state.set(q.id, v)}
            >
              <Group gap="md" mt={4}>
                {options.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} name={answerField(q.id)} />
                ))}
              </Group>
            </Radio.Group>
          );
        }
        if (q.kind === 'severalChoices') {
          return (
            <Checkbox.Group
              key={q.id}
              {...common}
              value={Array.isArray(value) ? value : []}
              onChange={(v) => state.set(q.id, v)}
            >
              <Group gap="md" mt={4}>
                {q.options.map((o) => (
                  <Checkbox
                    key={o.value}
                    value={o.value}
                    label={pickText(o.text, lang)}
                    name={answerField(q.id, o.value)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          );
        }
        return (
          <TextInput
            key={q.id}
            {...common}
            name={answerField(q.id)}
            inputMode={q.kind === 'number' ? 'decimal' : 'text'}
            maxLength={q.kind === 'shortText' ? 300 : 30}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => state.set(q.id, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}
