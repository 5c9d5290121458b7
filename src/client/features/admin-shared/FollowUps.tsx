import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firmDay } from '../../../shared/firm-time.ts';
import {
  followUpForm,
  latestFollowUpDate,
  type FollowUp,
  type FollowUpFormValues,
} from '../../../shared/schemas/follow-up.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { DateField } from '../../components/form/DateField.tsx';
import { SelectField, TextareaField } from '../../components/form/fields.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { notifyFailed, notifySaved, notifySaveFailed } from './feedback.tsx';
import {
  followUpAssigneesQuery,
  followUpSubjectPath,
  followUpsQuery,
  useCreateFollowUp,
  useUpdateFollowUp,
} from './follow-up-api.ts';
import { formatDate } from './format.ts';

/** The subject of follow-ups: one pipeline record, or one person. */
export type FollowUpSubject = { recordType: PipelineResource; recordId: number } | { personId: number };

/** When a follow-up is due, against the firm's today: overdue in red, today in orange. */
export function DueBadge({ dueDate }: { dueDate: string }) {
  const { t } = useTranslation();
  const today = firmDay(new Date());
  const state = dueDate < today ? 'overdue' : dueDate === today ? 'today' : 'upcoming';
  const color = state === 'overdue' ? 'red' : state === 'today' ? 'orange' : 'gray';
  return (
    <Badge color={color} variant="light">
      {state === 'today' ? t('admin.followUps.dueToday') : t(`admin.followUps.${state}`, { date: formatDate(dueDate) })}
    </Badge>
  );
}

/** "Done": closes a follow-up, which leaves the lists of open ones. */
export function DoneButton({ followUp }: { followUp: FollowUp }) {
  const { t } = useTranslation();
  const update = useUpdateFollowUp();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={update.isPending}
      aria-label={t('admin.followUps.doneLabel', { note: followUp.note.slice(0, 60) })}
      onClick={() =>
        update.mutateAsync({ id: followUp.id, done: true }).then(
          () => notifySaved(t, t('admin.followUps.doneSaved')),
          (err: unknown) => notifyFailed(t, err),
        )
      }
    >
      {t('admin.followUps.done')}
    </Button>
  );
}

/** One follow-up in a list: when, the note, who, and "done". `withSubject` links to its record or person. */
export function FollowUpItem({ followUp, withSubject = false }: { followUp: FollowUp; withSubject?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <DueBadge dueDate={followUp.dueDate} />
          {withSubject ? (
            <Anchor component={Link} to={followUpSubjectPath(followUp)} size="sm">
              {followUp.name || t('admin.fields.noName')}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {t('admin.followUps.for', { name: followUp.assigneeName })}
            </Text>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {followUp.note}
        </Text>
      </Stack>
      <DoneButton followUp={followUp} />
    </Group>
  );
}

/** The "Remind me" form: a day (past days allowed: overdue at once), a note, and who is reminded (me by default). */
function FollowUpForm({ subject, onDone }: { subject: FollowUpSubject; onDone: () => void }) {
  const { t } = useTranslation();
  const { userName } = useAuth();
  const assignees = useQuery(followUpAssigneesQuery());
  const create = useCreateFollowUp();
  const me = assignees.data?.find((a) => a.userName === userName);
  const form = useForm<FollowUpFormValues>({
    resolver: zodResolver(followUpForm),
    values: { dueDate: '', note: '', assigneeId: me ? String(me.id) : '' },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...subject, ...values });
      notifySaved(t, t('admin.followUps.saved'));
      onDone();
    } catch (err) {
      notifySaveFailed(form, t, err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <DateField
          control={form.control}
          name="dueDate"
          label={t('admin.followUps.dueDate')}
          required
          valueFormat="DD/MM/YYYY"
          maxDate={latestFollowUpDate(firmDay(new Date()))}
        />
        <TextareaField control={form.control} name="note" label={t('admin.followUps.note')} required minRows={3} />
        <SelectField
          control={form.control}
          name="assigneeId"
          label={t('admin.followUps.assignee')}
          emptyLabel={t('admin.followUps.me')}
          options={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.userName }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('admin.followUps.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A record's or person's open follow-ups, each with "done", and the "Remind me" button that adds one. */
export function RecordFollowUps({ subject }: { subject: FollowUpSubject }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const list = useQuery(followUpsQuery({ ...subject, status: 'open' }));
  return (
    <Stack gap="sm">
      {list.isError ? <Text c="red">{t('common.requestFailed')}</Text> : null}
      {list.data && list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.followUps.none')}
        </Text>
      ) : null}
      {list.data?.items.map((f) => (
        <FollowUpItem key={f.id} followUp={f} />
      ))}
      <Group>
        <Button variant="light" onClick={open}>
          {t('admin.followUps.remindMe')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('admin.followUps.remindMe')}
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      >
        {opened ? <FollowUpForm subject={subject} onDone={close} /> : null}
      </Modal>
    </Stack>
  );
}
