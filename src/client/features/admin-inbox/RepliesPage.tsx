import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboundMailView } from '../../../shared/schemas/inbound-mail.ts';
import { ApiError } from '../../lib/api.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { formatDate } from '../admin-shared/format.ts';
import {
  attachBody,
  attachReply,
  peopleSearchQuery,
  personLabel,
  personQuery,
  recordChoices,
  repliesQuery,
  replyPreview,
} from './replies.ts';

/**
 * The replies nobody could match, for staff to attach by hand, and those set aside with why (issue 29 item 5,
 * docs/decisions/0057). A MANAGER limited to their charge may not list them (the API answers 403).
 */
export default function RepliesPage() {
  const { t } = useTranslation();
  const unmatched = useQuery(repliesQuery('unmatched'));
  const failed = useQuery(repliesQuery('failed'));
  const [attaching, setAttaching] = useState<InboundMailView | null>(null);
  if (unmatched.error instanceof ApiError && unmatched.error.status === 403)
    return <Alert color="yellow">{t('replies.chargeOnly')}</Alert>;
  return (
    <Stack gap="md">
      <Title order={1}>{t('replies.title')}</Title>
      <Text size="sm">{t('replies.intro')}</Text>
      <ReplyList
        title={t('replies.unmatched')}
        query={unmatched}
        empty={t('replies.empty')}
        action={(m) => (
          <Button size="xs" onClick={() => setAttaching(m)}>
            {t('replies.attach')}
          </Button>
        )}
      />
      <ReplyList title={t('replies.failed')} query={failed} empty={t('replies.emptyFailed')} />
      <AttachDialog mail={attaching} onClose={() => setAttaching(null)} />
    </Stack>
  );
}

/** One list of replies under its heading (the waiting ones with their action, the set-aside ones with why). */
function ReplyList({ title, ...list }: { title: string } & ItemsProps) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <ReplyItems {...list} />
    </Stack>
  );
}

interface ItemsProps {
  query: ReturnType<typeof useQuery<{ items: InboundMailView[] }>>;
  empty: string;
  action?: (m: InboundMailView) => React.ReactNode;
}

function ReplyItems({ query, empty, action }: ItemsProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (query.error)
    return (
      <Alert color="red">
        <Group justify="space-between">
          <Text size="sm">{t('common.requestFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('admin.list.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const items = query.data?.items ?? [];
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((m) => (
        <Paper component="li" key={m.id} withBorder p="sm" aria-label={m.subject || t('replies.noSubject')}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600}>{m.subject || t('replies.noSubject')}</Text>
              <Text size="sm">
                {t('replies.sender')}: {m.fromName ? `${m.fromName} <${m.from}>` : m.from} · {t('replies.receivedAt')}:{' '}
                {formatDate(m.at, true)}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {replyPreview(m.text)}
              </Text>
              <Group gap="xs">
                {m.attachments.length > 0 ? (
                  <Badge variant="light">{t('replies.attachments', { count: m.attachments.length })}</Badge>
                ) : null}
                {m.failReason ? (
                  <Text size="sm" c="red.8">
                    {t('replies.reason')}: {m.failReason}
                  </Text>
                ) : null}
              </Group>
            </Stack>
            {action?.(m)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function AttachDialog({ mail, onClose }: { mail: InboundMailView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [personId, setPersonId] = useState<string | null>(null);
  const [record, setRecord] = useState<string | null>(null);
  const people = useQuery({ ...peopleSearchQuery(q), enabled: mail !== null && q.length >= 2 });
  const person = useQuery(personQuery(Number(personId ?? 0)));
  const options = (people.data?.items ?? []).map((p) => ({ value: String(p.id), label: personLabel(p) }));
  const chosen = person.data ? personLabel(person.data) : '';
  // The chosen person stays among the options while the search shows others.
  if (personId && chosen && !options.some((o) => o.value === personId))
    options.unshift({ value: personId, label: chosen });
  const close = () => {
    setSearch('');
    setPersonId(null);
    setRecord(null);
    onClose();
  };
  const attach = useMutation({
    mutationFn: () => attachReply(mail!.id, attachBody(Number(personId), record)),
    onSuccess: async () => {
      notifySaved(t, t('replies.attached', { name: chosen }));
      close();
      await queryClient.invalidateQueries({ queryKey: ['inbound-mails'] });
    },
    onError: (err) => notifyFailed(t, err),
  });
  return (
    <Modal
      opened={mail !== null}
      onClose={close}
      title={t('replies.attachTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        {mail ? (
          <Text size="sm">
            {mail.subject || t('replies.noSubject')} · {mail.from}
          </Text>
        ) : null}
        <Select
          label={t('replies.person')}
          placeholder={t('replies.personHint')}
          searchable
          data={options}
          value={personId}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(v) => {
            setPersonId(v);
            setRecord(null);
          }}
          filter={({ options: all }) => all}
          nothingFoundMessage={q.length >= 2 && !people.isFetching ? t('replies.noPerson') : undefined}
          rightSection={people.isFetching ? <Loader size="xs" /> : undefined}
        />
        {person.data ? (
          <Select
            label={t('replies.record')}
            placeholder={t('replies.noRecord')}
            clearable
            clearButtonProps={{ 'aria-label': t('replies.clearRecord') }}
            value={record}
            onChange={setRecord}
            data={recordChoices(person.data).map((r) => ({
              value: r.value,
              label: `${t(`replies.recordTypes.${r.type}`)} #${r.id}`,
            }))}
          />
        ) : null}
        {person.data ? <Text size="sm">{t('replies.confirm', { name: chosen })}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!person.data} loading={attach.isPending} onClick={() => attach.mutate()}>
            {t('replies.doAttach')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
