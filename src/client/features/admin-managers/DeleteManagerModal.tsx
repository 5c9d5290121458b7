import { Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Manager } from '../../../shared/schemas/manager.ts';
import { ApiError } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { useManagers } from '../admin-shared/use-managers.ts';
import { managerRecordsQuery, useDeleteManager } from './api.ts';
import { Loading } from '../../components/Loading.tsx';

interface Props {
  manager: Manager;
  onClose: () => void;
}

/**
 * Deleting a manager says first what they are in charge of; their jobs and profiles go to the manager chosen
 * here, in the same call. Without one the server refuses, so the button waits for a choice.
 */
export function DeleteManagerModal({ manager, onClose }: Props) {
  const { t } = useTranslation();
  const name = `${manager.firstName} ${manager.lastName}`;
  const counts = useQuery(managerRecordsQuery(manager.id));
  const deleteManager = useDeleteManager();
  const others = useManagers().options.filter((o) => o.value !== String(manager.id));
  const [handTo, setHandTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const c = counts.data;
  const handOver = c ? c.jobs + c.profiles > 0 : false;
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteManager.mutateAsync({ id: manager.id, handTo: handOver ? handTo : undefined });
      notifySaved(t, t('admin.common.deleted', { name }));
      onClose();
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.handTo : undefined;
      if (field) setError(field);
      else notifyFailed(t, err);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('admin.managers.deleteTitle', { name })} centered>
      {!c ? (
        <Loading />
      ) : (
        <Stack gap="sm">
          {handOver || c.users > 0 ? (
            <>
              <Text size="sm">{t('admin.managers.inCharge', { name })}</Text>
              <List size="sm">
                <List.Item>{t('admin.managers.jobsCount', { count: c.jobs })}</List.Item>
                <List.Item>{t('admin.managers.profilesCount', { count: c.profiles })}</List.Item>
                {c.users > 0 ? <List.Item>{t('admin.managers.usersCount', { count: c.users })}</List.Item> : null}
              </List>
            </>
          ) : (
            <Text size="sm">{t('admin.managers.nothingAssigned', { name })}</Text>
          )}
          {handOver ? (
            <Select
              label={t('admin.managers.handTo')}
              description={t('admin.managers.handToHelp')}
              data={others}
              value={handTo}
              onChange={(v) => {
                setHandTo(v);
                setError(null);
              }}
              error={error ? t(error) : undefined}
              required
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Text size="sm">{t('admin.common.deleteText', { name })}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={deleting} disabled={handOver && !handTo} onClick={() => void remove()}>
              {handOver ? t('admin.managers.handOverAndDelete') : t('admin.common.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
