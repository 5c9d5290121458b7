import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronRight, IconCopy, IconFileText, IconSearch, IconStarFilled, IconUsers } from '@tabler/icons-react';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { adminPath, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import { fieldsNeeded, type PipelineDescriptor } from '../../../shared/pipelines/descriptor.ts';
import type { Board, BoardCard, BoardMove, BoardResource } from '../../../shared/schemas/board.ts';
import { nextStates } from '../../../shared/schemas/process.ts';
import { ApiError } from '../../lib/api.ts';
import { BackLink } from '../admin-shared/BackLink.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { recordNavState } from '../admin-shared/record-nav.ts';
import { boardQuery, useMoveCard, type BoardFilters } from './api.ts';

/** A drop that asks something first: the reason of a no go, the choice of its mail. */
interface PendingMove {
  card: BoardCard;
  from: string;
  to: string;
  beforeId: number | null;
  needsReason: boolean;
  mail: boolean;
}

const COLUMN_WIDTH = 272;

/** A card's duplicate marks, in the order they show: a second application to the job, a person maybe known. */
const DUPLICATE_MARKERS = [
  {
    shown: (c: BoardCard) => c.duplicateOf !== null,
    color: 'orange',
    Icon: IconCopy,
    label: 'board.markers.duplicate',
  },
  {
    shown: (c: BoardCard) => c.possibleDuplicate,
    color: 'grape',
    Icon: IconUsers,
    label: 'board.markers.possibleDuplicate',
  },
] as const;

/** The card placed at `index` of column `state` once `card` left its own place: the one it goes before. */
function beforeIdAt(board: Board, state: string, index: number, moving: number): number | null {
  const cards = board.columns.find((c) => c.state === state)!.cards.filter((c) => c.applicationId !== moving);
  return cards[index]?.applicationId ?? null;
}

/** The board with `card` moved to `index` of column `to`: what the user sees until the server answers. */
function moved(board: Board, card: BoardCard, from: string, to: string, index: number): Board {
  return {
    ...board,
    columns: board.columns.map((c) => {
      let cards = c.cards;
      let count = c.count;
      if (c.state === from) {
        cards = cards.filter((x) => x.applicationId !== card.applicationId);
        count -= 1;
      }
      if (c.state === to) {
        cards = [
          ...cards.slice(0, index),
          { ...card, daysInState: from === to ? card.daysInState : 0 },
          ...cards.slice(index),
        ];
        count += 1;
      }
      return { ...c, cards, count };
    }),
  };
}

/**
 * A board (issue 28 item 1, docs/decisions/0053): a job's applications (`/crudJob/{id}/board`) or the spontaneous
 * ones (`/spontanousApplications/board`), a column per state. Cards move with the mouse, touch or the keyboard
 * (@hello-pangea/dnd: space lifts, arrows move, space drops), announced in the page's language; a move goes
 * through the pipeline's rules on the server, a state that needs a reason or sends a mail asks first, and a
 * refused move is said and undone.
 */
export default function BoardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const client = useQueryClient();
  const jobId = params.id ? Number(params.id) : null;
  const resource: BoardResource = jobId === null ? 'spontaneous-applications' : 'job-applications';
  const descriptor: PipelineDescriptor = PIPELINE_DESCRIPTORS[resource];
  const [text, setText] = useState('');
  const [rating, setRating] = useState<string | null>(null);
  const [q] = useDebouncedValue(text.trim(), 300);
  const filters: BoardFilters = { ...(q ? { q } : {}), ...(rating ? { rating: Number(rating) } : {}) };
  const query = boardQuery(resource, jobId, filters);
  const board = useQuery(query);
  const move = useMoveCard(resource);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const stateName = (s: string) => t(`admin.states.${s}`);
  const refusedByRules = (from: string, to: string) =>
    t('board.refused.rules', { from: stateName(from), to: stateName(to) });
  const cardOf = (id: string) =>
    board.data?.columns.flatMap((c) => c.cards).find((c) => String(c.applicationId) === id);
  const title =
    jobId === null
      ? t('board.spontaneousTitle')
      : t('board.jobTitle', { job: board.data?.job ? board.data.job.title : '…' });

  /** Sends the move; `data`: the board before it, shown again at once if the move is refused. */
  const send = async (p: PendingMove, extra: { reason?: string; sendMail?: boolean }, data?: Board) => {
    try {
      await move.mutateAsync({
        id: p.card.applicationId,
        state: p.to as BoardMove['state'],
        beforeId: p.beforeId,
        expectedState: p.from as BoardMove['state'],
        ...extra,
      });
      return true;
    } catch (err) {
      // The card goes back (the board is read again) and the user is told why.
      if (data) client.setQueryData(query.queryKey, data);
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.reason) {
        setReasonError(t(fields.reason));
        return false;
      }
      const stale = err instanceof ApiError && err.code === 'STALE';
      notifications.show({
        color: 'red',
        title: t(stale ? 'board.refused.stale' : 'board.refused.title'),
        message: stale
          ? t('board.refused.staleMessage', { name: p.card.name })
          : fields.state === 'validation.invalidTransition'
            ? refusedByRules(p.from, p.to)
            : err instanceof Error
              ? err.message
              : String(err),
      });
      return true;
    }
  };

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    const card = cardOf(start.draggableId);
    provided.announce(
      t('board.announce.lifted', {
        name: card?.name ?? '',
        state: stateName(start.source.droppableId),
        position: start.source.index + 1,
      }),
    );
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    if (!update.destination) {
      provided.announce(t('board.announce.outside'));
      return;
    }
    provided.announce(
      t('board.announce.moved', {
        state: stateName(update.destination.droppableId),
        position: update.destination.index + 1,
      }),
    );
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const card = cardOf(result.draggableId);
    const data = board.data;
    if (!result.destination || !card || !data) {
      provided.announce(t('board.announce.cancelled', { name: card?.name ?? '' }));
      return;
    }
    const from = result.source.droppableId;
    const to = result.destination.droppableId;
    const index = result.destination.index;
    if (from === to && index === result.source.index) {
      provided.announce(t('board.announce.same', { name: card.name }));
      return;
    }
    if (from !== to && !nextStates(resource, from).includes(to)) {
      provided.announce(refusedByRules(from, to));
      notifications.show({ color: 'red', title: t('board.refused.title'), message: refusedByRules(from, to) });
      return;
    }
    const p: PendingMove = {
      card,
      from,
      to,
      beforeId: beforeIdAt(data, to, index, card.applicationId),
      needsReason: from !== to && fieldsNeeded([descriptor], to).length > 0,
      mail: from !== to && Boolean(descriptor.mails?.[to]),
    };
    provided.announce(t('board.announce.dropped', { name: card.name, state: stateName(to), position: index + 1 }));
    if (p.needsReason || p.mail) {
      setReason('');
      setReasonError(null);
      setPending(p);
      return;
    }
    client.setQueryData(query.queryKey, moved(data, card, from, to, index));
    void send(p, {}, data);
  };

  const confirm = async (sendMail: boolean) => {
    if (!pending) return;
    if (pending.needsReason && !reason.trim()) {
      setReasonError(t('validation.required'));
      return;
    }
    const done = await send(pending, { reason: reason.trim(), sendMail });
    if (done) setPending(null);
  };

  return (
    <Stack gap="md">
      <BackLink
        to={jobId === null ? adminPath('spontanousApplications') : adminPath('crudJob')}
        label={t(jobId === null ? 'admin.menu.spontanousApplications' : 'admin.menu.crudJob')}
      />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('board.filters.text')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('board.filters.rating')}
            data={['1', '2', '3', '4', '5'].map((v) => ({
              value: v,
              label: t('board.filters.ratingAtLeast', { n: v }),
            }))}
            value={rating}
            onChange={setRating}
            clearable
            placeholder={t('admin.list.all')}
            w={{ base: '100%', xs: 160 }}
          />
        </Group>
      </Group>
      {board.error ? (
        <Alert color="red" title={t('board.loadFailed')}>
          <Button variant="light" size="xs" onClick={() => void board.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" id="board-help">
        {t('board.help')}
      </Text>
      {board.data ? (
        <DragDropContext
          onDragStart={onDragStart}
          onDragUpdate={onDragUpdate}
          onDragEnd={onDragEnd}
          dragHandleUsageInstructions={t('board.instructions')}
        >
          <Box
            component="section"
            aria-label={t('board.columns')}
            style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'flex-start' }}
          >
            {board.data.columns.map((col) => (
              <Paper
                key={col.state}
                withBorder
                radius="md"
                p="xs"
                bg="var(--mantine-color-gray-light)"
                style={{ flex: `0 0 ${COLUMN_WIDTH}px`, width: COLUMN_WIDTH }}
                aria-labelledby={`board-col-${col.state}`}
                role="region"
              >
                <Group justify="space-between" mb="xs" wrap="nowrap">
                  <Title order={2} size="h5" id={`board-col-${col.state}`}>
                    {stateName(col.state)}
                  </Title>
                  <Badge variant="default" aria-label={t('board.count', { count: col.count })}>
                    {col.count}
                  </Badge>
                </Group>
                <Droppable droppableId={col.state}>
                  {(drop, snapshot) => (
                    <Stack
                      gap={6}
                      ref={drop.innerRef}
                      {...drop.droppableProps}
                      mih={60}
                      style={{
                        borderRadius: 6,
                        background: snapshot.isDraggingOver ? 'var(--mantine-color-blue-light)' : undefined,
                      }}
                    >
                      {col.cards.map((card, index) => (
                        <Draggable
                          key={card.applicationId}
                          draggableId={String(card.applicationId)}
                          index={index}
                          isDragDisabled={card.anonymised || move.isPending}
                        >
                          {(drag) => (
                            <Paper
                              ref={drag.innerRef}
                              {...drag.draggableProps}
                              withBorder
                              radius="sm"
                              p={8}
                              shadow="xs"
                            >
                              <Group gap={4} wrap="nowrap" align="flex-start">
                                {/* The handle: what is lifted (space) and moved (arrows); the link beside it opens the record. */}
                                <Stack gap={4} {...drag.dragHandleProps} style={{ flex: 1, minWidth: 0 }}>
                                  <Text size="sm" fw={500} truncate>
                                    {card.name || t('board.anonymised')}
                                  </Text>
                                  <Group gap={6} wrap="wrap">
                                    <Text size="xs" c="dimmed">
                                      {t('board.days', { count: card.daysInState })}
                                    </Text>
                                    {card.rating !== null ? (
                                      <Badge
                                        size="xs"
                                        variant="light"
                                        color="yellow"
                                        leftSection={<IconStarFilled size={10} aria-hidden />}
                                      >
                                        {card.rating.toFixed(1)}
                                      </Badge>
                                    ) : null}
                                    {card.hasCv ? (
                                      <Tooltip label={t('board.markers.cv')}>
                                        <IconFileText size={14} aria-label={t('board.markers.cv')} role="img" />
                                      </Tooltip>
                                    ) : null}
                                    {DUPLICATE_MARKERS.filter((m) => m.shown(card)).map((m) => (
                                      <Badge
                                        key={m.label}
                                        size="xs"
                                        color={m.color}
                                        variant="light"
                                        leftSection={<m.Icon size={10} aria-hidden />}
                                      >
                                        {t(m.label)}
                                      </Badge>
                                    ))}
                                    {card.tags.map((tag) => (
                                      <Badge key={tag.id} size="xs" color={tag.color} variant="light">
                                        {tag.name}
                                      </Badge>
                                    ))}
                                  </Group>
                                </Stack>
                                <Tooltip label={t('board.openRecord')}>
                                  <ActionIcon
                                    component={Link}
                                    to={adminPath(PIPELINE_SCREENS[resource], card.applicationId)}
                                    state={recordNavState({
                                      kind: 'board',
                                      from: location.pathname + location.search,
                                      items: col.cards.map((c) =>
                                        adminPath(PIPELINE_SCREENS[resource], c.applicationId),
                                      ),
                                      offset: 0,
                                      total: col.cards.length === col.count ? col.count : undefined,
                                    })}
                                    variant="subtle"
                                    size="sm"
                                    aria-label={`${t('board.openRecord')}: ${card.name || t('board.anonymised')}`}
                                  >
                                    <IconChevronRight size={16} aria-hidden />
                                  </ActionIcon>
                                </Tooltip>
                              </Group>
                            </Paper>
                          )}
                        </Draggable>
                      ))}
                      {drop.placeholder}
                    </Stack>
                  )}
                </Droppable>
                {col.cards.length < col.count ? (
                  <Text size="xs" c="dimmed" mt={6}>
                    {t('board.more', { count: col.count - col.cards.length })}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Box>
        </DragDropContext>
      ) : null}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t('board.confirm.title', { name: pending.card.name, state: stateName(pending.to) }) : ''}
      >
        {pending ? (
          <Stack gap="sm">
            <Group gap="xs">
              <StateBadge state={pending.from} />
              <Text aria-hidden>→</Text>
              <StateBadge state={pending.to} />
            </Group>
            {pending.needsReason ? (
              <Textarea
                label={t('admin.fields.noGoComment')}
                required
                autosize
                minRows={2}
                value={reason}
                error={reasonError}
                onChange={(e) => setReason(e.currentTarget.value)}
                data-autofocus
              />
            ) : null}
            {pending.mail ? (
              <Alert color="blue" title={t('board.mail.title')}>
                {t('board.mail.body')}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('board.confirm.cancel')}
              </Button>
              {pending.mail ? (
                <>
                  <Button variant="light" loading={move.isPending} onClick={() => void confirm(false)}>
                    {t('board.mail.dontSend')}
                  </Button>
                  <Button loading={move.isPending} onClick={() => void confirm(true)}>
                    {t('board.mail.send')}
                  </Button>
                </>
              ) : (
                <Button loading={move.isPending} onClick={() => void confirm(false)}>
                  {t('board.confirm.move')}
                </Button>
              )}
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
