import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The password the server generated on a reset: shown once, never stored by the client. */
export function NewPasswordModal({
  userName,
  password,
  onClose,
}: {
  userName: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      opened
      onClose={onClose}
      title={t('admin.users.newPasswordTitle', { userName })}
      closeOnClickOutside={false}
      centered
    >
      <Stack>
        <Text size="sm">{t('admin.users.newPasswordText')}</Text>
        <Code block fz="lg" ta="center" data-testid="new-password">
          {password}
        </Code>
        <Alert color="yellow" variant="light">
          {t('admin.users.newPasswordOnce')}
        </Alert>
        <Group justify="flex-end">
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {t(copied ? 'admin.users.copied' : 'admin.users.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('admin.users.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
