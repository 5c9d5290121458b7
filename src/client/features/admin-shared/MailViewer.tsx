import { Button, Code, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailed, notifySaved } from './feedback.tsx';
import { outboxMailQuery, useResendMail } from './mail-api.ts';
import { MailStateBadge } from './MailStateBadge.tsx';

/**
 * One mail as the recipient sees it. The HTML is shown in an iframe sandboxed with no permission at all (no
 * script, no same origin, no forms), so a name or a message in a mail can never act inside the back-office.
 */
export function MailViewer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useQuery(outboxMailQuery(id));
  const resendMail = useResendMail();
  const resend = async () => {
    if (id === null) return;
    try {
      await resendMail.mutateAsync(id);
      notifySaved(t, t('outbox.resent'));
    } catch (err) {
      notifyFailed(t, err);
    }
  };
  const m = mail.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size="xl" title={m?.subject ?? t('outbox.title')}>
      {!m ? (
        <Loader />
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <MailStateBadge state={m.state} />
            <Text size="sm">
              {t('outbox.recipient')}: {m.recipient} · {t('outbox.language')}: {m.lang} · {t('outbox.tries')}: {m.tries}
            </Text>
          </Group>
          {m.lastError ? <Code block>{m.lastError}</Code> : null}
          {m.attachments.length ? (
            <Text size="sm">
              {t('outbox.attachments')}: {m.attachments.join(', ')}
            </Text>
          ) : null}
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">{t('outbox.html')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                title={m.subject}
                sandbox=""
                srcDoc={m.html}
                style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Code block>{m.text}</Code>
            </Tabs.Panel>
          </Tabs>
          {m.state === 'failed' ? (
            <Group justify="flex-end">
              <Button onClick={() => void resend()}>{t('outbox.resend')}</Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
