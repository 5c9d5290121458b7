import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMail, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContent } from '../../lib/site-content.tsx';
import classes from './home.module.css';
import { Picture } from '../../components/Picture.tsx';
import { getAppConfig } from '../../lib/config.ts';

const FIGURES = ['years', 'consultants', 'clients', 'languages'] as const;

/**
 * The top of the home page: what the firm does (its texts, site content), and the three ways in (jobs, talents,
 * contact: interface). A figure without its value is left out, and the figures with it when none has one.
 */
export function Hero() {
  const { t } = useTranslation();
  const content = useSiteContent();
  const kicker = content.text('home.hero.kicker');
  const lead = content.text('home.hero.lead');
  const figures = FIGURES.filter((key) => content.text(`home.hero.figures.${key}.value`));
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
        {kicker ? (
          <Text className={classes.kicker} {...content.attrs('home.hero.kicker')}>
            {kicker}
          </Text>
        ) : null}
        <Title order={1} className={classes.heroTitle} {...content.attrs('home.hero.title')}>
          {content.text('home.hero.title')}
        </Title>
        {lead ? (
          <Text size="lg" className={classes.heroLead} {...content.attrs('home.hero.lead')}>
            {lead}
          </Text>
        ) : null}
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
      {figures.length > 0 ? (
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          mt={40}
          spacing="md"
          component="dl"
          aria-label={content.text('home.hero.figuresLabel') || undefined}
          className={classes.figures}
        >
          {figures.map((key) => (
            <div key={key} className={classes.figure}>
              <dt className={classes.figureLabel} {...content.attrs(`home.hero.figures.${key}.label`)}>
                {content.text(`home.hero.figures.${key}.label`)}
              </dt>
              <dd className={classes.figureValue} {...content.attrs(`home.hero.figures.${key}.value`)}>
                {content.text(`home.hero.figures.${key}.value`)}
              </dd>
            </div>
          ))}
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}
