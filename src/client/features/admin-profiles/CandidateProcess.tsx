import { Grid, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applicationPatch } from '../../../shared/schemas/pipeline.ts';
import type { HistoryEntry, ProfileRecord } from '../../../shared/schemas/pipeline-records.ts';
import { HistoryTimeline } from '../admin-shared/HistoryTimeline.tsx';
import { ProcessPanel } from '../admin-shared/ProcessPanel.tsx';
import { candidateNotes, editableNow } from '../admin-shared/editable-fields.ts';
import { RecordNotesForm } from '../admin-shared/RecordNotesForm.tsx';

/** The talent's candidate pipeline (docs/product-decisions.md#3-records-and-their-states): state, notes and history. */
export function CandidateProcess({ profile }: { profile: ProfileRecord & { history: HistoryEntry[] } }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('admin.profiles.pipeline')}>
      <Title order={2} size="h4" mb="sm">
        {t('admin.profiles.pipeline')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProcessPanel resource="profiles" id={profile.id} process={profile.process} />
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('admin.record.notes')}
          </Title>
          <RecordNotesForm
            resource="profiles"
            record={profile}
            fields={editableNow(candidateNotes, profile)}
            schema={applicationPatch}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Title order={3} size="h5" mb="xs">
            {t('admin.history.title')}
          </Title>
          <HistoryTimeline history={profile.history} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
