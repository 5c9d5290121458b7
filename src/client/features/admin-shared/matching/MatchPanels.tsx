import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath, PEOPLE_SCREEN, PIPELINE_SCREENS } from '../../../../shared/admin-screens.ts';
import { useLanguage } from '../../../components/localized.ts';
import { Loading } from '../../../components/Loading.tsx';
import { notify } from '../../../components/notify.ts';
import { ApiError } from '../../../lib/api.ts';
import { notifyFailed } from '../feedback.tsx';
import { Section } from '../Section.tsx';
import {
  consultantsQuery,
  jobMatchesQuery,
  personJobsQuery,
  useMatchAction,
  type ConsultantSource,
} from './match-api.ts';
import { MatchCard, MatchList } from './MatchCard.tsx';

/** A refused action says why in words (already invited, no address...), else as any refused change. */
function notifyRefused(t: TFunction, err: unknown) {
  const key = err instanceof ApiError ? Object.values(err.fields).find((k) => k.startsWith('matching.')) : undefined;
  if (key) notify(t, { color: 'orange', title: t('admin.errors.title'), message: t(key) });
  else notifyFailed(t, err);
}

function Failed() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      {t('matching.loadFailed')}
    </Alert>
  );
}

/**
 * "Matches" on a job's record (issue 32 item 1): the people who may fit, best first, with the reasons, and the two
 * actions, each confirmed first and answered by a notification.
 */
export function JobMatchesPanel({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const matches = useQuery(jobMatchesQuery(jobId, lang));
  const action = useMatchAction(jobId);

  const confirm = (kind: 'add' | 'invite', personId: number, name: string) =>
    modals.openConfirmModal({
      title: t(`matching.job.${kind}Title`, { name }),
      centered: true,
      children: <Text size="sm">{t(`matching.job.${kind}Text`, { name })}</Text>,
      labels: { confirm: t(`matching.job.${kind}`), cancel: t('common.cancel') },
      onConfirm: () => {
        action.mutateAsync({ personId, action: kind }).then(
          (result) =>
            notify(t, {
              color: 'green',
              message:
                'applicationId' in result ? (
                  <>
                    {t('matching.job.added', { name })}{' '}
                    <Anchor component={Link} to={adminPath(PIPELINE_SCREENS['job-applications'], result.applicationId)}>
                      {t('matching.job.openApplication')}
                    </Anchor>
                  </>
                ) : (
                  t('matching.job.invited', { name })
                ),
            }),
          (err: unknown) => notifyRefused(t, err),
        );
      },
    });

  return (
    <Section title={t('matching.job.title')}>
      <Stack gap="sm" data-testid="job-matches">
        <Text size="sm" c="gray.7">
          {t('matching.job.lead')}
        </Text>
        {matches.isPending ? (
          <Loading />
        ) : matches.isError ? (
          <Failed />
        ) : (
          <MatchList count={matches.data.items.length} empty={t('matching.job.empty')} why={t('matching.job.emptyWhy')}>
            {matches.data.items.map((m) => {
              const name = m.name || `#${m.personId}`;
              return (
                <MatchCard
                  key={m.personId}
                  match={m}
                  title={
                    <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, m.personId)}>
                      {name}
                    </Anchor>
                  }
                  actions={
                    <>
                      <Button size="xs" variant="light" onClick={() => confirm('add', m.personId, name)}>
                        {t('matching.job.add')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => confirm('invite', m.personId, name)}>
                        {t('matching.job.invite')}
                      </Button>
                    </>
                  }
                />
              );
            })}
          </MatchList>
        )}
      </Stack>
    </Section>
  );
}

/** "Matching jobs" on a person's page, or on an application's record (issue 32 item 2). */
export function PersonMatchingJobs({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const jobs = useQuery(personJobsQuery(personId, lang));
  return (
    <Section title={t('matching.person.title')}>
      <div data-testid="person-matching-jobs">
        {jobs.isPending ? (
          <Loading />
        ) : jobs.isError ? (
          <Failed />
        ) : (
          <MatchList
            count={jobs.data.items.length}
            empty={t('matching.person.empty')}
            why={t('matching.person.emptyWhy')}
          >
            {jobs.data.items.map((m) => (
              <MatchCard
                key={m.jobId}
                match={m}
                title={
                  <Anchor component={Link} to={adminPath('crudJob', m.jobId)}>
                    {m.title || `#${m.jobId}`}
                  </Anchor>
                }
              />
            ))}
          </MatchList>
        )}
      </div>
    </Section>
  );
}

/** "Consultants who fit" on a talent request's record or a company's page (issue 32 item 3). */
export function ConsultantsWhoFit({ source }: { source: ConsultantSource }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const profiles = useQuery(consultantsQuery(source, lang));
  return (
    <Section title={t('matching.consultants.title')}>
      <div data-testid="consultants-who-fit">
        {profiles.isPending ? (
          <Loading />
        ) : profiles.isError ? (
          <Failed />
        ) : (
          <MatchList
            count={profiles.data.items.length}
            empty={t(source.kind === 'companies' ? 'matching.consultants.emptyCompany' : 'matching.consultants.empty')}
            why={t('matching.consultants.emptyWhy')}
          >
            {profiles.data.items.map((m) => (
              <MatchCard
                key={m.profileId}
                match={m}
                title={
                  <Anchor component={Link} to={adminPath(PIPELINE_SCREENS.profiles, m.profileId)}>
                    {m.name || `#${m.profileId}`}
                  </Anchor>
                }
              />
            ))}
          </MatchList>
        )}
      </div>
    </Section>
  );
}
