import { Alert, Badge, Group, Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { FileInfo, HistoryEntry } from '../../../shared/schemas/pipeline-records.ts';
import type { ProfileRecord } from '../../../shared/schemas/profile.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { useAdminRecord } from '../admin-shared/admin-api.ts';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { CandidateProcess } from './CandidateProcess.tsx';
import type { ProfileFormValues } from './ProfileFields.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { adminPath } from '../../../shared/admin-screens.ts';

type ProfileDetail = ProfileRecord & { files: FileInfo[]; history: HistoryEntry[] };

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
  const queryClient = useQueryClient();
  const path = id ? `/api/profiles/${Number(id)}` : null;
  const existing = useAdminRecord<ProfileDetail>(path);
  const profile = existing.data;

  const saved = (p: ProfileRecord) => {
    void queryClient.invalidateQueries({ queryKey: ['/api/profiles'] });
    if (path) queryClient.setQueryData([path], p);
    else void navigate(adminPath('crudProfile', p.id));
  };

  if (id && existing.isPending) return <Loader aria-label={t('common.loading')} />;
  if (id && !profile) return <Alert color="red">{t('admin.errors.notFound')}</Alert>;
  return (
    <Stack gap="md">
      <BackLink to={adminPath('crudProfile')} label={t('admin.menu.crudProfile')} />
      <Group justify="space-between">
        <Title order={1}>{profile ? `${profile.firstName} ${profile.lastName}` : t('admin.menu.newProfile')}</Title>
        {profile ? (
          <Group gap="xs">
            <StateBadge state={profile.process} />
            <Badge variant="light" color={profile.display ? 'green' : 'gray'}>
              {t(profile.display ? 'admin.profiles.published' : 'admin.profiles.unpublished')}
            </Badge>
          </Group>
        ) : null}
      </Group>
      {profile ? <CandidateProcess profile={profile} /> : null}
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
