import { List, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonField, PersonMergePreview } from '../../../shared/schemas/people.ts';
import { fullName } from '../admin-shared/format.ts';

export type MergeChoice = Partial<Record<PersonField, 'kept' | 'from'>>;

/** The winner of a field: staff's choice where they may choose, else the server's (an empty value never wins). */
export const winnerOf = (f: PersonMergePreview['fields'][number], choice: MergeChoice) =>
  f.choosable ? (choice[f.field] ?? f.winner) : f.winner;

/**
 * Both people side by side (issue 44 item 4): per field the two values, the one that stays marked, a choice where
 * both have a different value; then what moves to the kept person, as the server counted it.
 */
export function MergePreviewTable({
  preview,
  choice,
  onChoose,
}: {
  preview: PersonMergePreview;
  choice: MergeChoice;
  onChoose: (choice: MergeChoice) => void;
}) {
  const { t } = useTranslation();
  const { kept, from } = preview;
  const cell = (f: PersonMergePreview['fields'][number], side: 'kept' | 'from') => {
    const value = f[side] || '—';
    const wins = winnerOf(f, choice) === side;
    if (f.choosable)
      return (
        <Radio
          name={`merge-${f.field}`}
          label={value}
          aria-label={`${t(`people.fields.${f.field}`)}: ${value}`}
          checked={wins}
          onChange={() => onChoose({ ...choice, [f.field]: side })}
          data-testid={`merge-${f.field}-${side}`}
        />
      );
    return (
      <Text size="sm" fw={wins && f[side] ? 600 : 400} c={wins ? undefined : 'gray.7'}>
        {value}
        {wins && f[side] ? ` (${t('people.mergeStays')})` : ''}
      </Text>
    );
  };
  const m = preview.moves;
  const recordTypes = Object.entries(m.records);
  const records = recordTypes.reduce((sum, [, n]) => sum + n, 0);
  return (
    <Stack gap="sm">
      <Table withTableBorder data-testid="merge-fields">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.mergeField')}</Table.Th>
            <Table.Th>{t('people.mergeKept', { id: kept.id, name: fullName(kept) })}</Table.Th>
            <Table.Th>{t('people.mergeFrom', { id: from.id, name: fullName(from) })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.fields.map((f) => (
            <Table.Tr key={f.field}>
              <Table.Td>{t(`people.fields.${f.field}`)}</Table.Td>
              <Table.Td>{cell(f, 'kept')}</Table.Td>
              <Table.Td>{cell(f, 'from')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('people.mergeMovesTitle', { name: fullName(kept) || `#${kept.id}` })}
      </Title>
      <List spacing={2} size="sm" data-testid="merge-moves">
        <List.Item>
          {t('people.mergeMoves.records', { count: records })}
          {recordTypes.length
            ? ` (${recordTypes.map(([type, n]) => `${t(`persons.recordTypes.${type}`)}: ${n}`).join(', ')})`
            : ''}
        </List.Item>
        <List.Item>{t('people.mergeMoves.files', { count: m.files })}</List.Item>
        <List.Item>{t('people.mergeMoves.consents', { count: m.consents })}</List.Item>
        <List.Item>
          {t('people.mergeMoves.tags', { count: m.tags.length })}
          {m.tags.length ? `: ${m.tags.join(', ')}` : ''}
        </List.Item>
        <List.Item>{t('people.mergeMoves.mails', { count: m.mails })}</List.Item>
        <List.Item>{t('people.mergeMoves.followUps', { count: m.followUps })}</List.Item>
      </List>
    </Stack>
  );
}
