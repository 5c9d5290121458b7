import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMail, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';
import { Picture } from '../../components/Picture.tsx';
import { getAppConfig } from '../../lib/config.ts';

const FIGURES = ['years', 'consultants', 'clients', 'languages'] as const;

/** The top of the home page: what the firm does, and the three ways in (jobs, talents, contact). */
export function Hero() {
  const { t } = useTranslation();
  // The firm's hero photo (docs/decisions/0060), above the fold: loaded at once, its box kept.
  const photo = getAppConfig().brand?.hero;
  return (
    <Paper className={classes.hero} radius="lg" p={{ base: 'lg', sm: 48 }}>
      {photo ? (
        <Picture
          picture={photo}
          sizes="(min-width: 75em) 1100px, 100vw"
          priority
          className={classes.heroPhoto}
          style={{ marginBottom: 32 }}
        />
      ) : null}
      <Stack gap="lg" maw={720}>
        <Text className={classes.kicker}>{t('home.hero.kicker')}</Text>
        <Title order={1} className={classes.heroTitle}>
          {t('home.hero.title')}
        </Title>
        <Text size="lg" className={classes.heroLead}>
          {t('home.hero.lead')}
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to="/jobs"
            size="md"
            variant="white"
            leftSection={<IconBriefcase size={18} aria-hidden />}
          >
            {t('home.hero.ctaJobs')}
          </Button>
          <Button
            component={Link}
            to="/profiles"
            size="md"
            variant="outline"
            className={classes.heroOutline}
            leftSection={<IconUsers size={18} aria-hidden />}
          >
            {t('home.hero.ctaTalents')}
          </Button>
          <Button
            component={Link}
            to="/contact"
            size="md"
            variant="outline"
            className={classes.heroOutline}
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {t('home.hero.ctaContact')}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        mt={40}
        spacing="md"
        component="dl"
        aria-label={t('home.hero.figuresLabel')}
        className={classes.figures}
      >
        {FIGURES.map((key) => (
          <div key={key} className={classes.figure}>
            <dt className={classes.figureLabel}>{t(`home.hero.figures.${key}.label`)}</dt>
            <dd className={classes.figureValue}>{t(`home.hero.figures.${key}.value`)}</dd>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
