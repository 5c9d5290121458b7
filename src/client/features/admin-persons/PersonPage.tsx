import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminPath, PEOPLE_SCREEN } from '../../../shared/admin-screens.ts';
import { personRef, type PersonView } from '../../../shared/schemas/person.ts';
import { formatDate } from '../admin-shared/format.ts';
import { personQuery } from '../admin-shared/person-api.ts';
import { ConsentLine, PersonRecordLink } from '../admin-shared/PersonLinks.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { PersonPrivacyActions } from './PersonPrivacyActions.tsx';
import { Loading } from '../../components/Loading.tsx';

/** The talent-pool consent as it stands: in force until a date, lapsed or withdrawn, or never given. */
function PoolConsent({ pool }: { pool: PersonView['poolConsent'] }) {
  const { t } = useTranslation();
  if (!pool) return <Text size="sm">{t('persons.poolNever')}</Text>;
  if (!pool.inForce) return <Text size="sm">{t('persons.poolLapsed')}</Text>;
  return <Text size="sm">{t('persons.poolInForce', { date: formatDate(pool.expiresAt) })}</Text>;
}

/**
 * One person across the product (decision 0030): every record of their e-mail, their consents, who opened their
 * files, and the privacy actions on them. Records of other addresses that share a phone are listed apart as
 * possible duplicates: a hint, never part of the export or the erasure (issue 26). ADMIN and MANAGER read it.
 */
export default function PersonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const ref = personRef.safeParse(params);
  const person = useQuery(personQuery(ref.success ? ref.data : { recordType: 'contacts', id: 0 }));
  if (!ref.success) return <Alert color="red">{t('common.notFound')}</Alert>;

  if (person.isPending) return <Loading />;
  if (!person.data) return <Alert color="red">{t('common.requestFailed')}</Alert>;
  const { records, possibleDuplicates, consents, fileViews, poolConsent, suppressed } = person.data;
  const recordOf = (type: string, id: number) => records.find((r) => r.recordType === type && r.id === id);
  return (
    <Stack gap="md">
      <Title order={1}>{person.data.email}</Title>
      {person.data.personId ? (
        <Anchor component={Link} to={adminPath(PEOPLE_SCREEN, person.data.personId)} size="sm" fw={600}>
          {t('people.openPerson')}
        </Anchor>
      ) : null}
      <PoolConsent pool={poolConsent} />
      <PersonPrivacyActions
        person={ref.data}
        email={person.data.email}
        count={records.length}
        suppressed={suppressed}
      />
      <Section title={t('persons.records')}>
        {records.length ? (
          <List spacing={4} listStyleType="none" pl={0}>
            {records.map((r) => (
              <List.Item key={`${r.recordType}-${r.id}`}>
                <PersonRecordLink record={r} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('persons.notFound')}</Text>
        )}
      </Section>
      {possibleDuplicates.length ? (
        <Section title={t('persons.possibleDuplicates')}>
          <Text size="sm" c="gray.7" mb={4}>
            {t('persons.possibleDuplicatesHint')}
          </Text>
          <List spacing={4} listStyleType="none" pl={0} data-testid="possible-duplicates">
            {possibleDuplicates.map((r) => (
              <List.Item key={`${r.recordType}-${r.id}`}>
                <PersonRecordLink record={r} possibleDuplicate />
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <Section title={t('persons.consents')}>
        {consents.length ? (
          <Stack gap={4}>
            {consents.map((c) => (
              <ConsentLine key={c.id} consent={c} />
            ))}
          </Stack>
        ) : (
          <Text size="sm">{t('persons.noConsents')}</Text>
        )}
      </Section>
      <Section title={t('persons.fileViews')}>
        {fileViews.length ? (
          <Stack gap={4}>
            {fileViews.map((v, i) => {
              const record = recordOf(v.recordType, v.recordId);
              return (
                <Text key={`${v.fileId}-${v.at}-${i}`} size="sm">
                  {t('persons.viewLine', {
                    user: v.userName ?? t('persons.unknownUser'),
                    record: `${t(`persons.recordTypes.${v.recordType}`)} #${v.recordId}${record?.about ? ` (${record.about})` : ''}`,
                    date: formatDate(v.at, true),
                  })}
                </Text>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm">{t('persons.noFileViews')}</Text>
        )}
      </Section>
    </Stack>
  );
}
