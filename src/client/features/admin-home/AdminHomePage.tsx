import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/lazy.ts';

// Placeholder until this screen is built: shows the page's title.
export default function AdminHomePage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return <Title order={1}>{t(handle?.titleKey ?? 'menu.home')}</Title>;
}
