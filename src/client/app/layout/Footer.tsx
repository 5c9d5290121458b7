import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAppConfig } from '../../lib/config.ts';
import { useSiteContent } from '../../lib/site-content.tsx';
import { animateScrollTo } from '../../lib/scroll.ts';

const SITE_MAP = [
  { to: '/jobs', labelKey: 'menu.jobs' },
  { to: '/profiles', labelKey: 'menu.profiles' },
  { to: '/apply', labelKey: 'menu.talents' },
  { to: '/services', labelKey: 'menu.services' },
  { to: '/contact', labelKey: 'menu.contact' },
  { to: '/for-clients', labelKey: 'menu.forClients' },
  { to: '/talentPool', labelKey: 'menu.requestTalent' },
  { to: '/privacy', labelKey: 'consent.footerLink' },
] as const;

/**
 * docs/spec/product-spec.md#1-what-the-product-does-and-for-whom: network link, site map, addresses, two phones, e-mail, copyright with the current year.
 * The firm's words (its tagline, the network link's text) are site content; the copyright line stays here.
 */
export function Footer() {
  const { t } = useTranslation();
  const content = useSiteContent();
  const tagline = content.text('footer.tagline');
  const config = getAppConfig();
  return (
    <footer style={{ background: 'var(--mantine-color-gray-1)', marginTop: 'var(--mantine-spacing-xl)' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={4}>
            <Title order={2} size="h5">
              {config.firmName}
            </Title>
            {tagline ? (
              <Text size="sm" {...content.attrs('footer.tagline')}>
                {tagline}
              </Text>
            ) : null}
            {config.addresses.map((a) => (
              <Text key={a} size="sm">
                {a}
              </Text>
            ))}
            <Anchor
              href={config.networkUrl}
              size="sm"
              rel="noopener noreferrer"
              target="_blank"
              {...content.attrs('footer.network')}
            >
              {content.text('footer.network')}
            </Anchor>
          </Stack>
          <Stack gap={4} component="nav" aria-label={t('footer.siteMap')}>
            <Title order={2} size="h5">
              {t('footer.siteMap')}
            </Title>
            {SITE_MAP.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} size="sm">
                {t(l.labelKey)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={4}>
            <Title order={2} size="h5">
              {t('footer.contactUs')}
            </Title>
            {config.phones.map((p) => (
              <Anchor key={p} href={`tel:${p.replaceAll(' ', '')}`} size="sm">
                {p}
              </Anchor>
            ))}
            <Anchor href={`mailto:${config.email}`} size="sm">
              {config.email}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt="xl">
          <Text size="sm" c="gray.7">
            © {new Date().getFullYear()} {config.copyrightHolder}. {t('footer.rights')}
          </Text>
          <Anchor component="button" size="sm" onClick={() => animateScrollTo(0)}>
            {t('footer.backToTop')}
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
