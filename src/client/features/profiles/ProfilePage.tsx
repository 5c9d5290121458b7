import { Anchor, Avatar, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice.tsx';
import { Link, useParams } from 'react-router';
import { langIfOther, pickTextIn, useLanguage } from '../../components/localized.ts';
import { useOptions } from '../../components/options.ts';
import { StaffText } from '../../components/UntranslatedText.tsx';
import { displayedName, profileDescriptions, technologyList, useProfile } from './api.ts';
import { InterviewBookingForm } from './InterviewBookingForm.tsx';
import classes from './profiles.module.css';
import { Loading } from '../../components/Loading.tsx';

/** A published talent: the displayed fields only, and the form to book an interview. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { label } = useOptions();
  const id = Number(useParams().id);
  const profile = useProfile(id);

  const back = (
    <Anchor component={Link} to="/profiles" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('profiles.back')}
      </Group>
    </Anchor>
  );
  if (profile.isPending && profile.fetchStatus !== 'idle') return <Loading />;
  if (!profile.data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('profiles.title')}</Title>
        <Notice color="orange" role="alert">
          {t('profiles.notFound')}
        </Notice>
      </Stack>
    );
  }
  const p = profile.data;
  const facts: [string, ReactNode][] = [
    ['availability', p.availability && <StaffText>{p.availability}</StaffText>],
    ['experience', p.experience && label('experience', p.experience)],
    ['seniorityLevel', p.seniorityLevel && label('seniorityLevel', p.seniorityLevel)],
    ['employmentType', p.employmentType && label('employmentType', p.employmentType)],
    ['industry', p.industry && label('industry', p.industry)],
    ['region', p.region && label('province', p.region)],
    ['languages', p.languages],
  ];
  const description = pickTextIn(profileDescriptions(p), lang);

  return (
    <Stack gap="lg">
      {back}
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar size={72} radius="xl" color="var(--mantine-primary-color-filled)" variant="filled" aria-hidden>
          {p.displayedFirstName.charAt(0)}
          {p.displayedLastName.charAt(0)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1}>{displayedName(p)}</Title>
          <Text size="lg" fw={500}>
            <StaffText>{p.profileTitle}</StaffText>
          </Text>
        </Stack>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {description.text ? (
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {t('profiles.about')}
                </Title>
                {description.text.split(/\n+/).map((para, i) => (
                  <Text key={i} lang={langIfOther(lang, description.lang)}>
                    {para}
                  </Text>
                ))}
              </Stack>
            ) : null}
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('profiles.technologies')}
              </Title>
              <Group gap={6}>
                {technologyList(p).map((tech) => (
                  <Badge key={tech} variant="light" tt="none">
                    {tech}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <Paper withBorder p="lg" radius="md">
              <dl className={classes.facts}>
                {facts
                  .filter(([, v]) => Boolean(v))
                  .map(([key, value]) => (
                    <div key={key} style={{ display: 'contents' }}>
                      <dt>{t(`profiles.${key}`)}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('profiles.contactTitle')}
              </Title>
              <Stack gap={4}>
                {p.displayedEmail ? <Anchor href={`mailto:${p.displayedEmail}`}>{p.displayedEmail}</Anchor> : null}
                {p.displayedPhone ? <Anchor href={`tel:${p.displayedPhone}`}>{p.displayedPhone}</Anchor> : null}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" id="book">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('profiles.book.title')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('profiles.book.lead')}
              </Text>
              <InterviewBookingForm profileId={p.id} />
            </Stack>
          </Paper>
          <Button component={Link} to="/talentPool" variant="subtle" mt="md">
            {t('profiles.requestCta')}
          </Button>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
