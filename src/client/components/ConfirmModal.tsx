import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A question before a step that cannot be undone: its title, what follows, and the button that does it. */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The cancel button's text; the "My data" page's by default. */
  cancel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.cancel ?? t('myData.cancel')}
          </Button>
          <Button color={props.danger ? 'red' : undefined} loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
