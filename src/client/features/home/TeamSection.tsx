import { Anchor, Avatar, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useManagers } from './api.ts';
import classes from './home.module.css';
import { Section } from './Section.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Picture } from '../../components/Picture.tsx';

/** The champion team: the managers shown on the site, from the database. */
export function TeamSection() {
  const { t } = useTranslation();
  const managers = useManagers();
  return (
    <Section id="Team" content="home.team">
      {managers.isPending ? <Loading size="sm" /> : null}
      {managers.isError ? <Text c="red.8">{t('home.team.error')}</Text> : null}
      {managers.data?.length === 0 ? <Text>{t('home.team.empty')}</Text> : null}
      {managers.data?.length ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {managers.data.map((m) => (
            <Card key={m.id} withBorder padding="lg" className={classes.teamCard}>
              {m.photo ? (
                // Their photo, 160 px (its box kept by width and height); initials when there is none.
                <Picture
                  picture={m.photo}
                  sizes="160px"
                  className={classes.teamPhoto}
                  style={{ width: 160, aspectRatio: `${m.photo.width} / ${m.photo.height}` }}
                />
              ) : (
                <Avatar
                  size={72}
                  radius="xl"
                  color="var(--mantine-primary-color-filled)"
                  variant="filled"
                  mx="auto"
                  aria-hidden
                >
                  {m.firstName.charAt(0)}
                  {m.lastName.charAt(0)}
                </Avatar>
              )}
              <Title order={3} size="h4" mt="md">
                {m.firstName} {m.lastName}
              </Title>
              {m.jobTitle ? (
                <Text size="sm" c="gray.7">
                  {m.jobTitle}
                </Text>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      <Anchor component={Link} to="/contact" fw={600}>
        {t('home.team.contactLink')}
      </Anchor>
    </Section>
  );
}
