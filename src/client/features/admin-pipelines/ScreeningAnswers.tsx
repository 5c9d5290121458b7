import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants.ts';
import type { StoredAnswer } from '../../../shared/schemas/screening.ts';

/** A knock-out answer marks the application (docs/decisions/0062): in the list and on the record. */
export function KnockOutBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="filled" color="orange.9" mr={6} title={t('admin.screening.knockedOutHint')}>
      {t('admin.screening.knockedOut')}
    </Badge>
  );
}

const pick = (texts: Record<Language, string>, lang: string) => texts[lang as Language] ?? texts.en;

/** One answer as staff read it: yes/no, the options' words, the number or the text. */
function answerText(a: StoredAnswer, lang: string, t: (key: string) => string): string {
  const option = (value: string) => {
    const o = a.options.find((x) => x.value === value);
    return o ? pick(o.text, lang) : value;
  };
  if (typeof a.value === 'boolean') return t(a.value ? 'common.yes' : 'common.no');
  if (Array.isArray(a.value)) return a.value.map(option).join(', ');
  if (a.kind === 'oneChoice' && typeof a.value === 'string') return option(a.value);
  return String(a.value);
}

/** The answers an application carries, each by its question (as it was worded when the candidate answered). */
export function ScreeningAnswers({ answers }: { answers: StoredAnswer[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  if (!answers.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.screening.noAnswers')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table>
        <Table.Tbody>
          {answers.map((a) => (
            <Table.Tr key={a.questionId}>
              <Table.Th scope="row" fw={500}>
                {pick(a.text, lang)}
              </Table.Th>
              <Table.Td>
                {a.knockedOut ? <KnockOutBadge /> : null}
                {answerText(a, lang, t)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
