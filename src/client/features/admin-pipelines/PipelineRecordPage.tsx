import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminPath, adminTitleKey, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { ApiError } from '../../lib/api.ts';
import { RecordPager } from '../admin-shared/RecordPager.tsx';
import { useQuery } from '@tanstack/react-query';
import { FileViewer } from '../admin-shared/FileViewer.tsx';
import { AnonymisedNotice, recordName } from '../admin-shared/Anonymised.tsx';
import { asText } from '../admin-shared/format.ts';
import { HistoryTimeline } from '../admin-shared/HistoryTimeline.tsx';
import { ProcessPanel } from '../admin-shared/ProcessPanel.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { PersonLinks } from '../admin-shared/PersonLinks.tsx';
import { RecordMails } from '../admin-shared/RecordMails.tsx';
import { WriteMailButton } from '../admin-shared/WriteMail.tsx';
import { RecordFollowUps } from '../admin-shared/FollowUps.tsx';
import { ApplicationMarks } from '../admin-shared/MarksPanels.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { KnockOutBadge, ScreeningAnswers } from './ScreeningAnswers.tsx';
import type { StoredAnswer } from '../../../shared/schemas/screening.ts';
import { RecordInterviews } from './RecordInterviews.tsx';
import { ENDED_CANDIDATE_STATES, type CandidateState } from '../../../shared/schemas/process.ts';
import { RecordNotesForm } from '../admin-shared/RecordNotesForm.tsx';
import { pipelineRecordQuery } from './api.ts';
import { editableNow } from '../admin-shared/editable-fields.ts';
import { usePipelineConfig } from './use-pipeline-config.ts';
import { Loading } from '../../components/Loading.tsx';
import { ConsultantsWhoFit, PersonMatchingJobs } from '../admin-shared/matching/MatchPanels.tsx';

/** One record of a pipeline: every field, its files, the fields staff edit, its change of state and its history. */
export default function PipelineRecordPage() {
  const { t } = useTranslation();
  const config = usePipelineConfig();
  const { id } = useParams();
  const screen = PIPELINE_SCREENS[config.resource];
  const query = useQuery(pipelineRecordQuery(config.resource, Number(id)));
  const record = query.data;

  if (query.isPending) return <Loading />;
  if (!record) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return <Alert color="red">{t(missing ? 'admin.errors.notFound' : 'common.requestFailed')}</Alert>;
  }
  return (
    <Stack gap="md">
      <RecordPager fallback={adminPath(screen)} label={t(adminTitleKey(screen))} />
      <Group justify="space-between" align="center">
        <Title order={1}>{recordName(t, record)}</Title>
        <Group gap="sm">
          {record.knockedOut ? <KnockOutBadge /> : null}
          {'personId' in record && typeof record.personId === 'number' ? (
            <WriteMailButton
              personId={record.personId}
              language={asText((record as { lang?: unknown }).lang)}
              record={{ recordType: config.resource, recordId: record.id }}
            />
          ) : null}
          <StateBadge state={record.process} />
        </Group>
      </Group>
      <AnonymisedNotice at={asText(record.anonymisedAt) || null} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t('admin.record.details')}>
              {record.related ? (
                <Text size="sm" mb="sm">
                  {t(`admin.record.related.${config.resource}`)}{' '}
                  <Anchor
                    component={Link}
                    to={config.relatedScreen ? adminPath(config.relatedScreen, record.related.id) : ''}
                  >
                    {record.related.label}
                  </Anchor>
                </Text>
              ) : null}
              <RecordDetails record={record} fields={config.shown} />
              {typeof record.source === 'string' ? (
                <Text size="sm" mt="sm">
                  {t('admin.fields.source')}: <strong>{record.source}</strong>
                  {record.sourceMedium ? ` / ${asText(record.sourceMedium)}` : ''}
                  {record.sourceCampaign ? ` / ${asText(record.sourceCampaign)}` : ''}
                </Text>
              ) : null}
            </Section>
            {config.resource === 'job-applications' ? (
              <Section title={t('admin.screening.answers')}>
                <ScreeningAnswers answers={(record.answers ?? []) as StoredAnswer[]} />
              </Section>
            ) : null}
            {/* Matching (issue 32): the jobs that fit an applicant, the consultants who fit a talent request. */}
            {config.resource === 'job-applications' && !record.anonymisedAt && typeof record.personId === 'number' ? (
              <PersonMatchingJobs personId={record.personId} />
            ) : null}
            {config.resource === 'talent-interviews' && record.kind === 'TALENT_REQUEST' ? (
              <ConsultantsWhoFit source={{ kind: 'talent-interviews', id: record.id }} />
            ) : null}
            {record.files.length ? (
              <Section title={t('admin.record.files')}>
                <Stack gap="sm">
                  {record.files.map((f) => (
                    <FileViewer key={f.id} file={f} />
                  ))}
                </Stack>
              </Section>
            ) : null}
            <Section title={t('admin.record.notes')}>
              <RecordNotesForm
                resource={config.resource}
                record={record}
                fields={editableNow(config.editable, record)}
                schema={config.patch}
              />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {config.resource === 'job-applications' ? (
              <Section title={t('tags.marksTitle')}>
                <ApplicationMarks id={record.id} />
              </Section>
            ) : null}
            <Section title={t('admin.followUps.title')}>
              <RecordFollowUps subject={{ recordType: config.resource, recordId: record.id }} />
            </Section>
            {config.resource === 'job-applications' ? (
              <Section title={t('admin.interviews.title')}>
                <RecordInterviews
                  applicationId={record.id}
                  open={!record.anonymisedAt && !ENDED_CANDIDATE_STATES.includes(record.process as CandidateState)}
                />
              </Section>
            ) : null}
            <Section title={t('admin.process.title')}>
              {record.anonymisedAt ? (
                <Text size="sm" c="dimmed">
                  {t('admin.anonymised.noMoves')}
                </Text>
              ) : (
                <ProcessPanel resource={config.resource} id={record.id} process={record.process} />
              )}
            </Section>
            <Section title={t('admin.history.title')}>
              <HistoryTimeline history={record.history} />
            </Section>
            <Section title={t('persons.title')}>
              <PersonLinks
                resource={config.resource}
                id={record.id}
                email={asText(record.email)}
                phone={asText(record.phone)}
                duplicateOfId={typeof record.duplicateOfId === 'number' ? record.duplicateOfId : null}
              />
            </Section>
            <Section title={t('outbox.recordMails')}>
              <RecordMails resource={config.resource} id={record.id} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
