import { Alert, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../../lib/config.ts';
import { useLocation, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import {
  changeMyPoolConsent,
  downloadMyData,
  eraseMyData,
  getMyData,
  tokenFromHash,
  withdrawMyApplication,
  type MyData,
  type MyDataRecord,
} from './api.ts';
import { SendMyLinkForm } from './SendMyLinkForm.tsx';

type Pending = { kind: 'withdraw'; record: MyDataRecord } | { kind: 'pool' } | { kind: 'erase' } | null;

/**
 * my-data (decision 0031): the person's own page, reached with the signed link of their mails (`/my-data#<token>`).
 * The token lives in the URL's fragment, which never reaches a server: the page reads it in the browser only, once
 * hydrated, and sends it in a header. A bad link shows why, with the "send me my link" form, and nothing else.
 */
export default function MyDataPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const token = hydrated ? tokenFromHash(hash) : '';
  const [erased, setErased] = useState(false);

  const intro = <PageIntro title={t('myData.title')} lead={t('myData.lead')} />;
  if (!hydrated) return <Loading intro={intro} />;
  if (erased) {
    return (
      <Stack gap="lg" maw={800}>
        {intro}
        <Alert role="status" color="green" variant="light" title={t('myData.erased')}>
          {t('myData.erasedText')}
        </Alert>
      </Stack>
    );
  }
  if (!token) return <LinkProblem intro={intro} title={t('myData.noTokenTitle')} text={t('myData.noTokenText')} />;
  return <MyDataContent intro={intro} token={token} onErased={() => setErased(true)} />;
}

function Loading({ intro }: { intro: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={800}>
      {intro}
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('myData.loading')}</Text>
      </Group>
    </Stack>
  );
}

function LinkProblem({ intro, title, text }: { intro: ReactNode; title: string; text: string }) {
  return (
    <Stack gap="lg" maw={800}>
      {intro}
      <Alert role="alert" color="orange" variant="light" title={title} data-testid="my-data-link-problem">
        {text}
      </Alert>
      <SendMyLinkForm />
    </Stack>
  );
}

function MyDataContent(props: { intro: ReactNode; token: string; onErased: () => void }) {
  const { intro, token, onErased } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<Pending>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const query = useQuery({ queryKey: ['my-data', token], queryFn: () => getMyData(token), retry: false });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });

  const act = useMutation({
    mutationFn: async (step: () => Promise<string>) => step(),
    onSuccess: (text) => {
      setMessage({ ok: true, text });
      setPending(null);
      return queryClient.invalidateQueries({ queryKey: ['my-data', token] });
    },
    onError: () => {
      setMessage({ ok: false, text: t('myData.failed') });
      setPending(null);
    },
  });
  const erase = useMutation({ mutationFn: () => eraseMyData(token), onSuccess: onErased });
  const download = useMutation({ mutationFn: () => downloadMyData(token) });

  if (query.isPending) return <Loading intro={intro} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 410) return <LinkProblem intro={intro} title={t('myData.goneTitle')} text={t('myData.goneText')} />;
    if (status === 401 || status === 400)
      return <LinkProblem intro={intro} title={t('myData.invalidTitle')} text={t('myData.invalidText')} />;
    return (
      <Stack gap="lg" maw={800}>
        {intro}
        <Alert role="alert" color="red" variant="light">
          {t('myData.failed')}
        </Alert>
        <Button variant="default" onClick={() => void query.refetch()} w="fit-content">
          {t('myData.retry')}
        </Button>
      </Stack>
    );
  }

  const data: MyData = query.data;
  const pool = data.poolConsent;
  const canRenew = pool !== null && pool.action !== 'withdrawn';
  const renew = () =>
    act.mutate(async () => {
      const answer = (await (await changeMyPoolConsent(token, 'renewed')).json()) as { expiresAt: string | null };
      return t('myData.renewed', { date: answer.expiresAt ? date(answer.expiresAt) : '' });
    });

  return (
    <Stack gap="lg" maw={800}>
      {intro}
      {params.get('action') === 'renew' && canRenew && !act.isSuccess ? (
        <Alert color="blue" variant="light" title={t('myData.poolTitle')} data-testid="renew-call">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('myData.renewCall')}</Text>
            <Button onClick={renew} loading={act.isPending}>
              {t('myData.renew', { months: getAppConfig().retention.poolMonths })}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {message ? (
        <Alert role={message.ok ? 'status' : 'alert'} color={message.ok ? 'green' : 'red'} variant="light">
          {message.text}
        </Alert>
      ) : null}
      <Text c="gray.7">{t('myData.yourAddress', { email: data.email })}</Text>

      <Title order={2} size="h3">
        {t('myData.recordsTitle')}
      </Title>
      {data.records.length === 0 ? <Text>{t('myData.noRecords')}</Text> : null}
      <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        {data.records.map((record) => (
          <Card key={`${record.recordType}-${record.id}`} withBorder component="li" data-testid="my-data-record">
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={4}>
                <Text fw={600}>
                  {t(`myData.types.${record.recordType}`)}
                  {record.about ? ` — ${record.about}` : ''}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('myData.sentOn', { date: date(record.creationDate) })}
                </Text>
                <Text fw={600}>{t(`myData.states.${record.process}`, { defaultValue: record.process })}</Text>
              </Stack>
              {record.canWithdraw ? (
                <Button variant="outline" color="red" onClick={() => setPending({ kind: 'withdraw', record })}>
                  {t('myData.withdraw')}
                </Button>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>

      <Title order={2} size="h3">
        {t('myData.poolTitle')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text data-testid="pool-consent">
            {!pool
              ? t('myData.poolNone')
              : pool.inForce
                ? t('myData.poolInForce', { date: pool.expiresAt ? date(pool.expiresAt) : '' })
                : pool.action === 'withdrawn'
                  ? t('myData.poolWithdrawn')
                  : t('myData.poolExpired')}
          </Text>
          <Group gap="sm">
            {canRenew ? (
              <Button variant="light" onClick={renew} loading={act.isPending}>
                {t('myData.renew', { months: getAppConfig().retention.poolMonths })}
              </Button>
            ) : null}
            {pool?.inForce ? (
              <Button variant="outline" color="red" onClick={() => setPending({ kind: 'pool' })}>
                {t('myData.poolWithdraw')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>

      <Title order={2} size="h3">
        {t('myData.downloadTitle')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('myData.downloadText')}</Text>
          <Button onClick={() => download.mutate()} loading={download.isPending}>
            {t('myData.download')}
          </Button>
          {download.isError ? (
            <Text role="alert" c="red.8">
              {t('myData.failed')}
            </Text>
          ) : null}
        </Stack>
      </Paper>

      <Title order={2} size="h3">
        {t('myData.eraseTitle')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('myData.eraseText')}</Text>
          <Button color="red" onClick={() => setPending({ kind: 'erase' })}>
            {t('myData.erase')}
          </Button>
        </Stack>
      </Paper>

      <ConfirmModal
        opened={pending?.kind === 'withdraw'}
        title={t('myData.withdrawTitle')}
        text={t('myData.withdrawText', {
          about:
            pending?.kind === 'withdraw' ? pending.record.about || t(`myData.types.${pending.record.recordType}`) : '',
        })}
        confirm={t('myData.withdraw')}
        danger
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind !== 'withdraw') return;
          const { record } = pending;
          act.mutate(async () => {
            await withdrawMyApplication(token, record);
            return t('myData.withdrawn');
          });
        }}
      />
      <ConfirmModal
        opened={pending?.kind === 'pool'}
        title={t('myData.poolWithdrawTitle')}
        text={t('myData.poolWithdrawText')}
        confirm={t('myData.poolWithdraw')}
        danger
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          act.mutate(async () => {
            await changeMyPoolConsent(token, 'withdrawn');
            return t('myData.poolWithdrawnDone');
          })
        }
      />
      <ConfirmModal
        opened={pending?.kind === 'erase'}
        title={t('myData.eraseConfirmTitle')}
        text={t('myData.eraseConfirmText')}
        confirm={t('myData.eraseConfirm')}
        danger
        busy={erase.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => erase.mutate()}
      />
      {erase.isError ? (
        <Text role="alert" c="red.8">
          {t('myData.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
