import { Button, Group, Modal, NumberInput, Radio, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_FIELDS, type PersonDetail, type PersonField } from '../../../shared/schemas/people.ts';
import { api, ApiError } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { personByIdQuery } from './api.ts';

/**
 * Merge another person into the one shown (`POST /api/people/{id}/merge`): staff name the other person (or come
 * from a possible duplicate), see both people's fields side by side, choose per field which value wins, and
 * confirm. The other person's records, consents, files and history move to the kept one.
 */
export function MergePeople({ kept, from, onClose }: { kept: PersonDetail; from: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string | number>(from ?? '');
  const [otherId, setOtherId] = useState<number | null>(from);
  const other = useQuery(personByIdQuery(otherId ?? 0));
  const [choice, setChoice] = useState<Partial<Record<PersonField, 'kept' | 'from'>>>({});
  const merging = useMutation({
    mutationFn: () =>
      api<PersonDetail>(`/api/people/${kept.id}/merge`, { method: 'POST', body: { from: otherId, fields: choice } }),
    onSuccess: async () => {
      notifySaved(t, t('people.merged'));
      await queryClient.invalidateQueries({ queryKey: ['people'] });
      onClose();
    },
    onError: (err) => {
      const key = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
      if (key) notifyFailed(t, new ApiError(409, 'CONFLICT', t(key)));
      else notifyFailed(t, err);
    },
  });
  const o = other.data && other.data.id === otherId ? other.data : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('people.mergeTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('people.mergeHint')}</Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('people.mergeOther')}
            value={typed}
            onChange={setTyped}
            min={1}
            allowDecimal={false}
            w={240}
          />
          <Button variant="default" onClick={() => setOtherId(Number(typed) || null)}>
            {t('people.load')}
          </Button>
        </Group>
        {other.error ? <Text c="red.8">{t('common.notFound')}</Text> : null}
        {o ? (
          <Table withTableBorder data-testid="merge-fields">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.kind')}</Table.Th>
                <Table.Th>{t('people.mergeKept', { id: kept.id })}</Table.Th>
                <Table.Th>{t('people.mergeFrom', { id: o.id })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PERSON_FIELDS.map((f) => (
                <Table.Tr key={f}>
                  <Table.Td>{t(`people.fields.${f}`)}</Table.Td>
                  {(['kept', 'from'] as const).map((side) => (
                    <Table.Td key={side}>
                      <Radio
                        name={`merge-${f}`}
                        label={(side === 'kept' ? kept[f] : o[f]) || '—'}
                        aria-label={`${t(`people.fields.${f}`)}: ${(side === 'kept' ? kept[f] : o[f]) || '—'}`}
                        checked={(choice[f] ?? 'kept') === side}
                        onChange={() => setChoice({ ...choice, [f]: side })}
                        data-testid={`merge-${f}-${side}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button color="red" disabled={!o} loading={merging.isPending} onClick={() => merging.mutate()}>
            {t('people.mergeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
