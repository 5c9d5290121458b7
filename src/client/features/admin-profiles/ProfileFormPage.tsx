import { Alert, Badge, Group, Stack, Title } from '@mantine/core';
import { AnonymisedNotice, recordName } from '../admin-shared/Anonymised.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ProfileRecord } from '../../../shared/schemas/pipeline-records.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { RecordFollowUps } from '../admin-shared/FollowUps.tsx';
import { PersonLinks } from '../admin-shared/PersonLinks.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { profileQuery, type ProfileDetail } from './api.ts';
import { CandidateProcess } from './CandidateProcess.tsx';
import type { ProfileFormValues } from './ProfileFields.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { adminPath } from '../../../shared/admin-screens.ts';
import { Loading } from '../../components/Loading.tsx';

const EMPTY: ProfileFormValues = {
  salutation: '',
  firstName: '',
  lastName: '',
  profileTitle: '',
  availability: '',
  email: '',
  phone: '',
  displayedFirstName: '',
  displayedLastName: '',
  displayedPhone: '',
  displayedEmail: '',
  managerId: null,
  descriptionEn: '',
  descriptionFr: '',
  descriptionNl: '',
  experience: '',
  technologies: '',
  profileOrder: 0,
  display: false,
  languages: '',
  region: '',
  industry: '',
  employmentType: '',
  contractType: '',
  workingTime: '',
  type: '',
  rate: '',
  education: '',
  seniorityLevel: '',
  offer: '',
  bookedDate: '',
  bookedTime: '',
  process: 'HIRED',
};

function toForm(p: ProfileDetail): ProfileFormValues {
  const values = Object.fromEntries(
    Object.keys(EMPTY).map((k) => [k, p[k as keyof ProfileDetail] ?? '']),
  ) as ProfileFormValues;
  return { ...values, managerId: p.managerId, profileOrder: p.profileOrder, display: p.display, process: 'HIRED' };
}

/** newProfile (no id) and a profile's edit screen, with its CV and its candidate process (/crudProfile/:id). */
export default function ProfileFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useQuery(profileQuery(id ? Number(id) : null));
  const profile = existing.data;

  // The cache already holds the saved profile (api.ts); a new one opens on its own screen.
  const saved = (p: ProfileRecord) => {
    if (!id) void navigate(adminPath('crudProfile', p.id));
  };

  if (id && existing.isPending) return <Loading />;
  if (id && !profile) return <Alert color="red">{t('admin.errors.notFound')}</Alert>;
  return (
    <Stack gap="md">
      <BackLink to={adminPath('crudProfile')} label={t('admin.menu.crudProfile')} />
      <Group justify="space-between">
        <Title order={1}>{profile ? recordName(t, profile) : t('admin.menu.newProfile')}</Title>
        {profile ? (
          <Group gap="xs">
            <StateBadge state={profile.process} />
            <Badge variant="light" color={profile.display ? 'green' : 'gray'}>
              {t(profile.display ? 'admin.profiles.published' : 'admin.profiles.unpublished')}
            </Badge>
          </Group>
        ) : null}
      </Group>
      <AnonymisedNotice at={profile?.anonymisedAt} />
      {profile ? <CandidateProcess profile={profile} /> : null}
      {profile ? (
        <Section title={t('admin.followUps.title')}>
          <RecordFollowUps subject={{ recordType: 'profiles', recordId: profile.id }} />
        </Section>
      ) : null}
      {profile ? (
        <Section title={t('persons.title')}>
          <PersonLinks resource="profiles" id={profile.id} email={profile.email} phone={profile.phone} />
        </Section>
      ) : null}
      <ProfileForm
        key={profile ? `${profile.id}-${profile.pathFile}` : 'new'}
        id={profile?.id}
        defaults={profile ? toForm(profile) : EMPTY}
        cv={profile?.files[0]}
        onSaved={saved}
      />
    </Stack>
  );
}
