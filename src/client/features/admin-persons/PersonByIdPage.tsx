import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { adminPath, PEOPLE_SCREEN, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { LANGUAGES } from '../../../shared/constants.ts';
import { PERSON_FIELDS, type PersonDetail, type PersonField } from '../../../shared/schemas/people.ts';
import { Loading } from '../../components/Loading.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { formatDate, fullName } from '../admin-shared/format.ts';
import { RecordFollowUps } from '../admin-shared/FollowUps.tsx';
import { PersonMarks } from '../admin-shared/MarksPanels.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { personActivityQuery, personByIdQuery } from './api.ts';
import { MergePeople } from './MergePeople.tsx';
import { PersonMailTimeline } from '../admin-shared/PersonMailTimeline.tsx';
import { WriteMailButton } from '../admin-shared/WriteMail.tsx';
import { PersonPrivacyActions } from './PersonPrivacyActions.tsx';
import { PersonMatchingJobs } from '../admin-shared/matching/MatchPanels.tsx';

/** Staff edit the person's own fields (`PATCH /api/people/{id}`): a public form no longer overwrites them. */
function PersonForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = Object.fromEntries(PERSON_FIELDS.map((f) => [f, person[f]])) as Record<PersonField, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useMutation({
    mutationFn: () => {
      const changed = PERSON_FIELDS.filter((f) => values[f] !== person[f]);
      return api<PersonDetail>(`/api/people/${person.id}`, {
        method: 'PATCH',
        body: Object.fromEntries(changed.map((f) => [f, values[f]])),
      });
    },
    onSuccess: async () => {
      setErrors({});
      notifySaved(t);
      await queryClient.invalidateQueries({ queryKey: ['people'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else notifyFailed(t, err);
    },
  });
  const field = (name: PersonField) => ({
    label: t(`people.fields.${name}`),
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
  });
  return (
    <Section title={t('people.edit')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          saving.mutate();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['salutation', 'firstName', 'lastName', 'email', 'phone', 'region'] as const).map((name) => (
            <TextInput
              key={name}
              {...field(name)}
              onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
            />
          ))}
          <Select
            {...field('lang')}
            data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
            onChange={(v) => v && setValues({ ...values, lang: v })}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={saving.isPending}>
            {t('people.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

/**
 * One person, reached by id (`/crudPeople/{id}`, issue 27 item 3, decision 0045): their fields (staff edit them),
 * their possible duplicates (same phone) with a merge, every record, and a time line of their records, consents,
 * mails, state changes, CV views, edits and merges, oldest first; for an ADMIN, the privacy actions on exactly
 * this person. A merged person's id shows the kept person (the API redirects; the address follows).
 */
export default function PersonByIdPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const person = useQuery(personByIdQuery(valid ? id : 0));
  const activity = useQuery(personActivityQuery(person.data?.id ?? 0));
  const [mergeWith, setMergeWith] = useState<number | null | undefined>(undefined);
  if (!valid) return <Alert color="red">{t('common.notFound')}</Alert>;
  if (person.isPending) return <Loading />;
  if (!person.data) return <Alert color="red">{t('common.requestFailed')}</Alert>;
  const p = person.data;
  if (p.id !== id) return <Navigate to={adminPath(PEOPLE_SCREEN, p.id)} replace />;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{fullName(p) || p.email || `#${p.id}`}</Title>
        {p.kinds.map((k) => (
          <Badge key={k} variant="filled" color="gray.8">
            {t(`people.kinds.${k}`)}
          </Badge>
        ))}
        {p.staffEditedAt ? <Text size="sm">{t('people.staffEdited')}</Text> : null}
      </Group>
      <Text size="sm">
        {[p.email, p.phone, `${t('people.created')} ${formatDate(p.creationDate)}`].filter(Boolean).join(' · ')}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => setMergeWith(null)}>
          {t('people.merge')}
        </Button>
        {p.email && !p.anonymisedAt ? <WriteMailButton personId={p.id} language={p.lang} /> : null}
      </Group>
      <Section title={t('people.possibleDuplicates')}>
        {p.possibleDuplicates.length ? (
          <List spacing={4} listStyleType="none" pl={0} data-testid="possible-duplicates">
            {p.possibleDuplicates.map((other) => (
              <List.Item key={other.toString()}>
                <Group gap="sm">
                  <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, other)}>
                    #{other}
                  </Anchor>
                  <Button size="xs" variant="light" onClick={() => setMergeWith(other)}>
                    {t('people.mergeWith', { id: other })}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('people.noneDuplicates')}</Text>
        )}
      </Section>
      {/* A new version of the person (saved, merged) starts the form afresh. */}
      <PersonForm key={p.updatedAt} person={p} />
      <Section title={t('tags.marksTitle')}>
        <PersonMarks id={p.id} />
      </Section>
      <Section title={t('admin.followUps.title')}>
        <RecordFollowUps subject={{ personId: p.id }} />
      </Section>
      {p.anonymisedAt ? null : <PersonMatchingJobs personId={p.id} />}
      <Section title={t('people.records')}>
        <List spacing={4} listStyleType="none" pl={0} data-testid="person-records">
          {p.records.map((r) => (
            <List.Item key={`${r.recordType}-${r.id}`}>
              <Text size="sm">
                <Anchor component={Link} to={adminPath(PIPELINE_SCREENS[r.recordType], r.id)}>
                  {t(`persons.recordTypes.${r.recordType}`)} #{r.id}
                </Anchor>
                {` · ${r.state} · ${formatDate(r.createdAt)}`}
              </Text>
            </List.Item>
          ))}
        </List>
      </Section>
      {activity.data ? (
        <PersonPrivacyActions
          person={{ personId: p.id }}
          email={p.email}
          count={p.records.length}
          suppressed={activity.data.suppressed}
        />
      ) : null}
      <Section title={t('writeMail.mails')}>
        <PersonMailTimeline personId={p.id} />
      </Section>
      <Section title={t('people.activity')}>
        {activity.data?.events.length ? (
          <Stack gap={4} data-testid="person-activity">
            {activity.data.events.map((e, i) => (
              <Text size="sm" key={`${e.kind}-${e.at}-${i}`}>
                {formatDate(e.at, true)} · {t(`people.events.${e.kind}`)}
                {e.recordType ? ` · ${t(`persons.recordTypes.${e.recordType}`)} #${e.recordId}` : ''} · {e.what}
                {e.by ? ` (${e.by})` : ''}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">{t('people.noActivity')}</Text>
        )}
      </Section>
      {mergeWith !== undefined ? (
        <MergePeople kept={p} from={mergeWith} onClose={() => setMergeWith(undefined)} />
      ) : null}
    </Stack>
  );
}
