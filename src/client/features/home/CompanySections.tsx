import { Anchor, Card, Grid, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconCheck,
  IconCode,
  IconHeartHandshake,
  IconMessageCircle,
  IconBuildingBank,
  IconSchool,
  IconUsersGroup,
  IconBuildingCommunity,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText, useSiteContent } from '../../lib/site-content.tsx';
import classes from './home.module.css';
import { Section } from './Section.tsx';

/** Who we are (anchor `aboutus`): the firm's two texts and its points; what the firm left empty is left out. */
export function AboutSection() {
  const content = useSiteContent();
  const points = (['local', 'specialist', 'followUp'] as const).filter((key) =>
    content.text(`home.aboutus.points.${key}`),
  );
  return (
    <Section id="aboutus" content="home.aboutus">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <RichText html={content.text('home.aboutus.p1')} {...content.attrs('home.aboutus.p1')} />
            <RichText html={content.text('home.aboutus.p2')} {...content.attrs('home.aboutus.p2')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {points.length > 0 ? (
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {points.map((key) => (
                <List.Item key={key} {...content.attrs(`home.aboutus.points.${key}`)}>
                  {content.text(`home.aboutus.points.${key}`)}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const VALUES = [
  { key: 'people', icon: IconHeartHandshake },
  { key: 'honesty', icon: IconMessageCircle },
  { key: 'expertise', icon: IconSchool },
  { key: 'commitment', icon: IconUsersGroup },
] as const;

/** Vision and values (anchor `ourVision`): a value without its title is left out. */
export function VisionSection() {
  const content = useSiteContent();
  const values = VALUES.filter(({ key }) => content.text(`home.ourVision.values.${key}.title`));
  return (
    <Section id="ourVision" content="home.ourVision">
      <RichText maw={760} html={content.text('home.ourVision.vision')} {...content.attrs('home.ourVision.vision')} />
      {values.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {values.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder padding="lg" className={classes.card}>
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm" {...content.attrs(`home.ourVision.values.${key}.title`)}>
                {content.text(`home.ourVision.values.${key}.title`)}
              </Title>
              <Text size="sm" mt={4} {...content.attrs(`home.ourVision.values.${key}.text`)}>
                {content.text(`home.ourVision.values.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </Section>
  );
}

const SECTORS = [
  { key: 'it', icon: IconCode },
  { key: 'finance', icon: IconBuildingBank },
  { key: 'engineering', icon: IconBuildingFactory2 },
  { key: 'business', icon: IconBuildingCommunity },
] as const;

/** Intervention area (anchor `ourActivity`): a sector without its title is left out. */
export function ActivitySection() {
  const { t } = useTranslation();
  const content = useSiteContent();
  const sectors = SECTORS.filter(({ key }) => content.text(`home.ourActivity.sectors.${key}.title`));
  return (
    <Section id="ourActivity" content="home.ourActivity">
      {sectors.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {sectors.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder padding="lg" className={classes.card}>
              <Stack gap={6}>
                <ThemeIcon size={40} radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h4" {...content.attrs(`home.ourActivity.sectors.${key}.title`)}>
                  {content.text(`home.ourActivity.sectors.${key}.title`)}
                </Title>
                <Text size="sm" {...content.attrs(`home.ourActivity.sectors.${key}.text`)}>
                  {content.text(`home.ourActivity.sectors.${key}.text`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <RichText html={content.text('home.ourActivity.regions')} {...content.attrs('home.ourActivity.regions')} />
      <Anchor component={Link} to="/services" fw={600}>
        {t('home.ourActivity.servicesLink')}
      </Anchor>
    </Section>
  );
}
