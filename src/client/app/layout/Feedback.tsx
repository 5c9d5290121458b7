import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Notifications and confirm modals, loaded after the first render (App.tsx): `notifications.show()` and
 * `modals.openConfirmModal()` reach them through their stores and events, so they need not wrap the app.
 */
export default function Feedback() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider>{null}</ModalsProvider>
    </>
  );
}
