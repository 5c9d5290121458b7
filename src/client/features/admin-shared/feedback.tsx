import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from '../../components/form/server-errors.ts';
import { notify } from '../../components/notify.ts';
import { ApiError } from '../../lib/api.ts';

export function notifySaved(t: TFunction, message = t('admin.common.saved')): void {
  notify(t, { color: 'green', message });
}

/** What went wrong, in the user's language: the field errors are shown on their fields instead. */
export function notifyFailed(t: TFunction, err: unknown): void {
  const status = err instanceof ApiError ? err.status : 0;
  const key =
    status === 403
      ? 'admin.errors.forbidden'
      : status === 404
        ? 'admin.errors.notFound'
        : status === 409
          ? 'admin.errors.conflict'
          : status === 400
            ? 'admin.errors.invalid'
            : status === 413
              ? 'validation.fileTooLarge'
              : status === 415
                ? 'validation.fileType'
                : 'common.requestFailed';
  // A refusal of the role is not a failed save: it says so in its title too.
  const title = t(status === 403 ? 'admin.errors.notAllowedTitle' : 'admin.errors.title');
  notify(t, { color: 'red', title, message: t(key) });
}

/** A refused save: the server's field errors on their fields (the form kit's showServerErrors), and a notification. */
export function notifySaveFailed<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  t: TFunction,
  err: unknown,
) {
  showServerErrors(err, { setError: form.setError });
  notifyFailed(t, err);
}

/** docs/spec/product-spec.md#1-what-the-product-does-and-for-whom names delete actions; nothing is deleted before the user confirms. */
export function confirmDelete(t: TFunction, name: string, onConfirm: () => Promise<unknown>): void {
  modals.openConfirmModal({
    title: t('admin.common.deleteTitle'),
    centered: true,
    children: <Text size="sm">{t('admin.common.deleteText', { name })}</Text>,
    labels: { confirm: t('admin.common.delete'), cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      onConfirm().then(
        () => notifySaved(t, t('admin.common.deleted', { name })),
        (err: unknown) => notifyFailed(t, err),
      );
    },
  });
}
