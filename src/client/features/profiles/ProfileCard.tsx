import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../shared/schemas/profile.ts';
import { useOptions } from '../../components/options.ts';
import { StaffText } from '../../components/UntranslatedText.tsx';
import { displayedName, technologyList } from './api.ts';
import classes from './profiles.module.css';

/** One talent in the results: displayed name, title, experience, availability and technologies. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { label } = useOptions();
  const name = displayedName(profile);
  return (
    <Card component="article" withBorder padding="lg" className={classes.card} data-testid="profile-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar size={48} radius="xl" color="var(--mantine-primary-color-filled)" variant="filled" aria-hidden>
          {profile.displayedFirstName.charAt(0)}
          {profile.displayedLastName.charAt(0)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Link to={`/profiles/${profile.id}`} className={classes.titleLink}>
              {name}
            </Link>
          </Title>
          <Text fw={500}>
            <StaffText>{profile.profileTitle}</StaffText>
          </Text>
        </Stack>
      </Group>
      <Text size="sm" mt="sm">
        {profile.experience ? `${t('profiles.experience')}: ${label('experience', profile.experience)}` : null}
        {profile.experience && profile.availability ? ' · ' : null}
        {profile.availability ? (
          <>
            {t('profiles.availability')}: <StaffText>{profile.availability}</StaffText>
          </>
        ) : null}
      </Text>
      <Group gap={6} mt="sm">
        {technologyList(profile)
          .slice(0, 6)
          .map((tech) => (
            <Badge key={tech} variant="light" color="gray" tt="none">
              {tech}
            </Badge>
          ))}
      </Group>
    </Card>
  );
}
