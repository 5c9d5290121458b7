import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** A notification whose close button has a name in the user's language (axe: button-name). */
export function notify(t: TFunction, props: Parameters<typeof notifications.show>[0]): void {
  notifications.show({ ...props, closeButtonProps: { 'aria-label': t('common.close') } });
}
