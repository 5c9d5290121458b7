import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, formatDate } from '../admin-shared/format.ts';
import { useOptions } from '../../components/options.ts';
import type { ShownField } from './pipeline-config.ts';

/** The record's fields as sent, label above value; empty fields say so. */
export function RecordDetails({ record, fields }: { record: Record<string, unknown>; fields: ShownField[] }) {
  const { t, i18n } = useTranslation();
  const { label } = useOptions();
  const languageName = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'language' });
  const value = (f: ShownField) => {
    const raw = record[f.key];
    if (raw === null || raw === undefined || raw === '') return <Text c="dimmed">—</Text>;
    const s = asText(raw);
    if (f.kind === 'email')
      return (
        <Anchor href={`mailto:${s}`} style={{ overflowWrap: 'anywhere' }}>
          {s}
        </Anchor>
      );
    if (f.kind === 'date') return <Text>{formatDate(s)}</Text>;
    if (f.kind === 'datetime') return <Text>{formatDate(s, true)}</Text>;
    if (f.kind === 'kind') return <Text>{t(`admin.interviewKinds.${s}`)}</Text>;
    if (f.kind === 'contract') return <Text>{label('type', s)}</Text>;
    // The visitor's language (a code) by its name in the reader's language.
    if (f.key === 'lang') return <Text>{languageName.of(s) ?? s}</Text>;
    return (
      <Text style={{ whiteSpace: f.kind === 'multiline' ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}>{s}</Text>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {fields
        .filter((f) => !f.onlyFor || f.onlyFor === record.kind)
        .map((f) => (
          <div key={f.key} style={f.kind === 'multiline' ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`admin.fields.${f.key}`)}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value(f)}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}
