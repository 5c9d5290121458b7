import {
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowRight, IconDownload, IconTag, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkFilter, BulkRecord, BulkSummary } from '../../../shared/schemas/bulk.ts';
import { BULK_MAX } from '../../../shared/schemas/bulk.ts';
import { ApiError } from '../../lib/api.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { notifyFailed } from './feedback.tsx';
import { fetchBulkCsv, tagsQuery, useBulkAction } from './tag-api.ts';

export type BulkActionName = 'move' | 'tag' | 'reject' | 'export';

interface Props {
  /** The rows ticked. */
  selected: readonly BulkRecord[];
  /** "All matching": the list's filter and how many it matches; offered once the whole page is ticked. */
  matching?: { filter: BulkFilter; total: number; pageFull: boolean } | null;
  actions: readonly BulkActionName[];
  /** The states a move may go to (the pipeline's). */
  states?: readonly string[];
  onClear: () => void;
}

/**
 * The bulk action bar (decision 0055) of a list or the search's results: how many are selected ("select all
 * matching" once a page is), then move, tag, reject or export; each asks for confirmation, and the summary of what
 * was done and what was refused shows after.
 */
export function BulkBar({ selected, matching, actions, states = [], onClear }: Props) {
  const { t, i18n } = useTranslation();
  const [allMatching, setAllMatching] = useState(false);
  const [open, setOpen] = useState<BulkActionName | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  if (selected.length === 0 && !summary) return null;
  const count = allMatching && matching ? Math.min(matching.total, BULK_MAX) : selected.length;
  const target = allMatching && matching ? { filter: matching.filter } : { records: [...selected] };
  const clear = () => {
    setAllMatching(false);
    onClear();
  };

  return (
    <>
      {selected.length > 0 ? (
        <Paper withBorder p="sm" radius="md" shadow="sm" component="section" aria-label={t('bulk.bar')}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={500} role="status">
                {t('bulk.selected', { count })}
              </Text>
              {matching && matching.pageFull && matching.total > selected.length ? (
                <Anchor component="button" type="button" size="sm" onClick={() => setAllMatching(!allMatching)}>
                  {allMatching
                    ? t('bulk.onlyPage', { count: selected.length })
                    : t('bulk.allMatching', { count: matching.total })}
                </Anchor>
              ) : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              {actions.includes('move') ? (
                <Button
                  size="xs"
                  leftSection={<IconArrowRight size={14} aria-hidden />}
                  onClick={() => setOpen('move')}
                >
                  {t('bulk.move')}
                </Button>
              ) : null}
              {actions.includes('tag') ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconTag size={14} aria-hidden />}
                  onClick={() => setOpen('tag')}
                >
                  {t('bulk.tag')}
                </Button>
              ) : null}
              {actions.includes('reject') ? (
                <Button size="xs" variant="light" color="red" onClick={() => setOpen('reject')}>
                  {t('bulk.reject')}
                </Button>
              ) : null}
              {actions.includes('export') ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() => setOpen('export')}
                >
                  {t('bulk.export')}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={clear}
              >
                {t('bulk.clear')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {open ? (
        <BulkModal
          action={open}
          count={count}
          target={target}
          states={states}
          lang={i18n.resolvedLanguage ?? 'en'}
          onClose={() => setOpen(null)}
          onDone={(result) => {
            setOpen(null);
            if (result) setSummary(result);
            clear();
          }}
        />
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('admin.common.close') }}
        opened={summary !== null}
        onClose={() => setSummary(null)}
        title={t('bulk.summaryTitle')}
        centered
      >
        {summary ? <SummaryView summary={summary} /> : null}
      </Modal>
    </>
  );
}

type Target = { records: BulkRecord[] } | { filter: BulkFilter };

function BulkModal({
  action,
  count,
  target,
  states,
  lang,
  onClose,
  onDone,
}: {
  action: BulkActionName;
  count: number;
  target: Target;
  states: readonly string[];
  lang: string;
  onClose: () => void;
  onDone: (summary: BulkSummary | null) => void;
}) {
  const { t } = useTranslation();
  const run = useBulkAction();
  const tags = useQuery(tagsQuery());
  const [state, setState] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [sendMail, setSendMail] = useState(action === 'reject');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [separator, setSeparator] = useState<'semicolon' | 'comma' | 'tab'>('semicolon');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const tagOptions = (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }));
  const needsReason = action === 'reject' || state === 'NO_GO';

  const confirm = async () => {
    setBusy(true);
    setFieldErrors({});
    try {
      if (action === 'export') {
        const csv = await fetchBulkCsv({ action: 'export', ...target, lang: lang as 'en', separator });
        saveBlob(csv, `selection-${new Date().toISOString().slice(0, 10)}.csv`);
        onDone(null);
        return;
      }
      const body =
        action === 'move'
          ? { action, ...target, state: state ?? '', reason, sendMail }
          : action === 'reject'
            ? { action, ...target, reason, sendMail }
            : { action, ...target, add: add.map(Number), remove: remove.map(Number) };
      onDone(await run.mutateAsync(body));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFieldErrors(err.fields);
      notifyFailed(t, err);
    } finally {
      setBusy(false);
    }
  };
  const error = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.common.close') }}
      opened
      onClose={onClose}
      title={t(`bulk.${action}Title`, { count })}
      centered
    >
      <Stack gap="sm">
        {action === 'move' ? (
          <Select
            label={t('bulk.state')}
            data={states.map((s) => ({ value: s, label: t(`admin.states.${s}`) }))}
            value={state}
            onChange={setState}
            required
            error={error('state')}
          />
        ) : null}
        {action === 'tag' ? (
          <>
            <MultiSelect
              label={t('bulk.addTags')}
              data={tagOptions}
              value={add}
              onChange={setAdd}
              searchable
              error={error('add')}
            />
            <MultiSelect
              label={t('bulk.removeTags')}
              data={tagOptions}
              value={remove}
              onChange={setRemove}
              searchable
            />
          </>
        ) : null}
        {needsReason ? (
          <Textarea
            label={t('bulk.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            autosize
            minRows={2}
            error={error('reason')}
          />
        ) : null}
        {needsReason ? (
          <Checkbox
            label={t('bulk.sendMail')}
            description={t('bulk.sendMailHint')}
            checked={sendMail}
            onChange={(e) => setSendMail(e.currentTarget.checked)}
          />
        ) : null}
        {action === 'export' ? (
          <Select
            label={t('bulk.separator')}
            data={(['semicolon', 'comma', 'tab'] as const).map((s) => ({ value: s, label: t(`bulk.separators.${s}`) }))}
            value={separator}
            onChange={(v) => v && setSeparator(v)}
            allowDeselect={false}
          />
        ) : null}
        {error('records') ? (
          <Text c="red" size="sm" role="alert">
            {error('records')}
          </Text>
        ) : null}
        <Text size="sm">{t('bulk.confirm', { count })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={busy}
            color={action === 'reject' ? 'red' : undefined}
            disabled={
              (action === 'move' && !state) ||
              (needsReason && !reason.trim()) ||
              (action === 'tag' && add.length + remove.length === 0)
            }
          >
            {t(`bulk.${action}Confirm`, { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SummaryView({ summary }: { summary: BulkSummary }) {
  const { t } = useTranslation();
  const done = summary.action === 'tag' ? summary.tagged.length : summary.moved.length;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t(`bulk.done.${summary.action}`, { count: done })}
      </Text>
      {summary.refused.length > 0 ? (
        <>
          <Text size="sm" fw={500}>
            {t('bulk.refusedTitle', { count: summary.refused.length })}
          </Text>
          <List size="sm">
            {summary.refused.slice(0, 50).map((r) => (
              <List.Item key={`${r.recordType}:${r.id}`}>
                {t('bulk.refusedItem', { id: r.id, reason: t(r.reason) })}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
