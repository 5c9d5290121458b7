import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The buttons closing a back-office form: Cancel (when there is somewhere to go back to) and Save. */
export function FormActions({
  submitting,
  onCancel,
  saveLabel,
}: {
  submitting: boolean;
  onCancel?: () => void;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={submitting}>
        {saveLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
