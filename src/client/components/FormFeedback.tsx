import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SENT_ANCHOR } from '../../shared/page-form.ts';

/**
 * The confirmation that replaces a sent form; it takes the focus so that screen readers announce it. Its id is the
 * fragment the page's no-JavaScript post lands on (SENT_ANCHOR), so that the thank-you opens at the window's top.
 */
export function FormSuccess({
  title,
  children,
  onAgain,
}: {
  title: string;
  children: ReactNode;
  onAgain?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      id={SENT_ANCHOR}
      tabIndex={-1}
      role="status"
      color="green"
      variant="light"
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconCircleCheck aria-hidden />}
      data-testid="form-success"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {onAgain ? (
          <Button variant="subtle" size="compact-sm" onClick={onAgain}>
            {t('forms.sendAnother')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A problem with the whole form (not one field): the key of its message. */
export function FormError({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {t(messageKey)}
    </Alert>
  );
}
