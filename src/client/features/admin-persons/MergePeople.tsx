import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_FIELDS, type PersonDetail } from '../../../shared/schemas/people.ts';
import { api, ApiError } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { fullName } from '../admin-shared/format.ts';
import { mergePreviewQuery } from './api.ts';
import { MergePreviewTable, winnerOf, type MergeChoice } from './MergePreviewTable.tsx';
import { MergeSearch } from './MergeSearch.tsx';

/**
 * Merge another person into the one shown (`POST /api/people/{id}/merge`, issue 44 item 4), in three steps of one
 * modal: find the other person by name, e-mail or phone (or come from a possible duplicate); see both side by side
 * with what will move, counted by the server (`merge-preview`), and choose the values that stay; confirm. Nothing
 * is merged before the confirmation, and the merge itself is one transaction on the server.
 */
export function MergePeople({ kept, from, onClose }: { kept: PersonDetail; from: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [otherId, setOtherId] = useState<number | null>(from);
  const [choice, setChoice] = useState<MergeChoice>({});
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery(mergePreviewQuery(kept.id, otherId ?? 0));
  const p = preview.data;
  const merging = useMutation({
    mutationFn: () => {
      // Every field's winner is sent, so the merge does what the screen showed.
      const fields = Object.fromEntries(p!.fields.map((f) => [f.field, winnerOf(f, choice)]));
      return api<PersonDetail>(`/api/people/${kept.id}/merge`, { method: 'POST', body: { from: otherId, fields } });
    },
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
  // The server's reason (merged, anonymised, oneself) in the user's language; any other failure said plainly.
  const refusal = preview.error
    ? (preview.error instanceof ApiError && Object.values(preview.error.fields)[0]) ||
      (preview.error instanceof ApiError && preview.error.status === 404
        ? 'admin.errors.notFound'
        : 'common.requestFailed')
    : '';
  const name = (person: PersonDetail) => fullName(person) || person.email || `#${person.id}`;
  const chooseAnother = () => {
    setOtherId(null);
    setChoice({});
    setConfirming(false);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('people.mergeTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
    >
      <Stack gap="sm">
        {otherId === null ? (
          <>
            <Text size="sm">{t('people.mergeHint', { name: name(kept) })}</Text>
            <MergeSearch keptId={kept.id} onChoose={setOtherId} />
          </>
        ) : refusal ? (
          <Alert color="red">{t(refusal)}</Alert>
        ) : !p ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : confirming ? (
          <Stack gap="xs" data-testid="merge-confirm">
            <Text fw={600}>{t('people.mergeConfirmTitle', { from: name(p.from), kept: name(p.kept) })}</Text>
            <Text size="sm">
              {t('people.mergeConfirmText', {
                from: name(p.from),
                kept: name(p.kept),
                fromId: p.from.id,
                keptId: p.kept.id,
              })}
            </Text>
            <Text size="sm">
              {PERSON_FIELDS.map((f) => {
                const field = p.fields.find((x) => x.field === f)!;
                return `${t(`people.fields.${f}`)}: ${field[winnerOf(field, choice)] || '—'}`;
              }).join(' · ')}
            </Text>
          </Stack>
        ) : (
          <>
            <Text size="sm">{t('people.mergeChooseHint')}</Text>
            <MergePreviewTable preview={p} choice={choice} onChoose={setChoice} />
          </>
        )}
        <Group justify="flex-end">
          {otherId !== null ? (
            <Button variant="subtle" onClick={chooseAnother}>
              {t('people.mergeChooseOther')}
            </Button>
          ) : null}
          <Button variant="default" onClick={confirming ? () => setConfirming(false) : onClose}>
            {confirming ? t('people.mergeBack') : t('people.cancel')}
          </Button>
          {confirming ? (
            <Button color="red" loading={merging.isPending} onClick={() => merging.mutate()}>
              {t('people.mergeConfirm')}
            </Button>
          ) : (
            <Button disabled={!p || !!refusal || otherId === null} onClick={() => setConfirming(true)}>
              {t('people.mergeReview')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
