import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRef } from '../../../shared/schemas/person.ts';
import { can } from '../../../shared/policy.ts';

import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { api, apiUrl, keepRenewedToken, requestHeaders, toApiError } from '../../lib/api.ts';
import { fileNameOf, saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { useCurrentUser } from '../auth/use-current-user.ts';

/** The person acted on: by id (the person page), or by one of their records. */
type PersonTarget = PersonRef | { personId: number };

/** The person's ZIP (POST /api/privacy/export), with the session's token and XSRF header; a record names them. */
async function exportPerson(person: PersonTarget): Promise<void> {
  const response = await fetch(apiUrl('/api/privacy/export'), {
    method: 'POST',
    headers: await requestHeaders('POST', true),
    body: JSON.stringify(person),
    credentials: 'same-origin',
  });
  keepRenewedToken((name) => response.headers.get(name));
  if (!response.ok) throw await toApiError(response.status, await response.text());
  saveBlob(await response.blob(), fileNameOf(response, 'person.zip'));
}

/**
 * The export and erase actions of a person page (decision 0031), for ADMIN only: the server refuses them to
 * anyone else too. Both are written to the audit log with who did them. When the person's address is on the
 * suppression list (they were erased and came back), the ADMIN may take it off, so that mails reach them again.
 */
export function PersonPrivacyActions({
  person,
  email,
  count,
  suppressed,
}: {
  person: PersonTarget;
  email: string;
  count: number;
  suppressed: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Export, erase and take off the suppression list: ADMIN's, as the policy's rule table says.
  const me = useCurrentUser().data;
  const isAdmin = can(me, 'export', 'privacy') && can(me, 'delete', 'privacy');
  const [confirming, setConfirming] = useState(false);
  const exporting = useMutation({
    mutationFn: () => exportPerson(person),
    onSuccess: () => notifySaved(t, t('admin.privacyActions.exported')),
    onError: (err) => notifyFailed(t, err),
  });
  const erasing = useMutation({
    mutationFn: () => api<{ records: number }>('/api/privacy/erase', { method: 'POST', body: person }),
    onSuccess: async (result) => {
      setConfirming(false);
      notifySaved(t, t('admin.privacyActions.erased', { count: result.records }));
      await queryClient.invalidateQueries({ queryKey: ['persons'] });
      await queryClient.invalidateQueries({ queryKey: ['people'] });
    },
    onError: (err) => notifyFailed(t, err),
  });
  const unsuppressing = useMutation({
    mutationFn: () => api<{ removed: boolean }>('/api/privacy/unsuppress', { method: 'POST', body: person }),
    onSuccess: async () => {
      notifySaved(t, t('admin.privacyActions.unsuppressed'));
      await queryClient.invalidateQueries({ queryKey: ['persons'] });
      await queryClient.invalidateQueries({ queryKey: ['people'] });
    },
    onError: (err) => notifyFailed(t, err),
  });

  if (!isAdmin) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="privacy-actions-title">
          {t('admin.privacyActions.title')}
        </Title>
        {suppressed ? (
          <Group gap="sm" data-testid="suppressed">
            <Text size="sm">{t('admin.privacyActions.suppressed')}</Text>
            <Button variant="light" onClick={() => unsuppressing.mutate()} loading={unsuppressing.isPending}>
              {t('admin.privacyActions.unsuppress')}
            </Button>
          </Group>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={() => exporting.mutate()} loading={exporting.isPending}>
            {t('admin.privacyActions.export')}
          </Button>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('admin.privacyActions.erase')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('admin.privacyActions.eraseTitle')}
        text={t('admin.privacyActions.eraseText', { email, count })}
        confirm={t('admin.privacyActions.eraseConfirm')}
        cancel={t('admin.privacyActions.cancel')}
        danger
        busy={erasing.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => erasing.mutate()}
      />
    </Paper>
  );
}
