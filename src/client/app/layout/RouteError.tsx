import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to load (for instance a chunk after a new release): a clear message and a way out. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('common.errorTitle')}</Title>
        <Text>{t('common.errorText')}</Text>
        <Button component="a" href="/" w="fit-content">
          {t('menu.home')}
        </Button>
      </Stack>
    </Container>
  );
}
