import { Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath, PEOPLE_SCREEN, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type { ConsentView, PersonRecordView } from '../../../shared/schemas/person.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { formatDate, fullName } from './format.ts';
import { personPath, personQuery } from './person-api.ts';

/** The mark of an application that repeats an earlier one of the same e-mail to the same job. */
export function DuplicateBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="filled" color="red.9" mr={6} title={t('persons.duplicateOf')}>
      {t('persons.duplicate')}
    </Badge>
  );
}

/**
 * A link to one record of a person: its kind, who, what about, when. A possible duplicate (another address that
 * shares a phone) also shows its address and says so.
 */
export function PersonRecordLink({
  record,
  possibleDuplicate,
}: {
  record: PersonRecordView;
  possibleDuplicate?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Anchor component={Link} to={adminPath(PIPELINE_SCREENS[record.recordType], record.id)}>
        {t(`persons.recordTypes.${record.recordType}`)} #{record.id}
      </Anchor>
      {' · '}
      {[fullName(record), possibleDuplicate ? record.email : '', record.about, formatDate(record.creationDate)]
        .filter(Boolean)
        .join(' · ')}
      {possibleDuplicate ? ` (${t('persons.samePhone')})` : null}
    </Text>
  );
}

/** One consent event in words: what, given or withdrawn when, under which notice, in which language, by whom. */
export function ConsentLine({ consent }: { consent: ConsentView }) {
  const { t } = useTranslation();
  const line = t('persons.consentLine', {
    purpose: t(`persons.purposes.${consent.purpose}`),
    action: t(`persons.actions.${consent.action}`),
    date: formatDate(consent.at, true),
    version: consent.noticeVersion,
    lang: consent.lang,
    source: t(`persons.sources.${consent.source}`),
  });
  const until = consent.expiresAt ? ` ${t('persons.expires', { date: formatDate(consent.expiresAt) })}` : '';
  return <Text size="sm">{line + until}</Text>;
}

/**
 * On a record page: the consents given with this record, the same person's other records ("also known as", the
 * same e-mail), and the way to their person page (decision 0030), where records sharing only a phone are listed
 * as possible duplicates.
 */
export function PersonLinks({
  resource,
  id,
  email,
  phone,
  duplicateOfId,
}: {
  resource: PipelineResource;
  id: number;
  email: string;
  phone: string;
  duplicateOfId?: number | null;
}) {
  const { t } = useTranslation();
  const person = useQuery(personQuery({ recordType: resource, id }, [email, phone]));
  if (!person.data) return null;
  const others = person.data.records.filter((r) => !(r.recordType === resource && r.id === id));
  const consents = person.data.consents.filter((c) => c.recordType === resource && c.recordId === id);
  return (
    <Stack gap="sm">
      {duplicateOfId ? (
        <Text size="sm">
          <DuplicateBadge />
          <Anchor component={Link} to={adminPath(PIPELINE_SCREENS['job-applications'], duplicateOfId)}>
            {t('persons.duplicateOf')}
          </Anchor>
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('persons.consents')}
        </Text>
        {consents.length ? (
          consents.map((c) => <ConsentLine key={c.id} consent={c} />)
        ) : (
          <Text size="sm" c="gray.7">
            {t('persons.noConsents')}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('persons.alsoKnownAs')}
        </Text>
        {others.length ? (
          <List spacing={4} listStyleType="none" pl={0}>
            {others.map((r) => (
              <List.Item key={`${r.recordType}-${r.id}`}>
                <PersonRecordLink record={r} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="gray.7">
            {t('persons.noOther')}
          </Text>
        )}
      </Stack>
      {person.data.records.length ? (
        <Anchor component={Link} to={personPath({ recordType: resource, id })} size="sm" fw={600}>
          {t('persons.openPerson')}
        </Anchor>
      ) : null}
      {person.data.personId ? (
        <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, person.data.personId)} size="sm" fw={600}>
          {t('people.openPerson')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
