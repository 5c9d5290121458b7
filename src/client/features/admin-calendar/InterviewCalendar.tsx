import type { EventClickArg, EventDropArg, EventInput, LocaleInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import nlLocale from '@fullcalendar/core/locales/nl';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminPath, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type { CalendarEvent } from '../../../shared/schemas/candidate-interview.ts';
import { notifyFailed, notifySaved } from '../admin-shared/feedback.tsx';
import { calendarQuery, useUpdateInterview } from '../admin-shared/interview-api.ts';

const LOCALES: Record<string, LocaleInput | undefined> = { fr: frLocale, nl: nlLocale };

/** What an event carries for the click and the drop. */
interface EventProps {
  event: CalendarEvent;
}

function toInput(e: CalendarEvent, t: (key: string) => string): EventInput {
  const candidate = e.kind === 'candidate';
  return {
    id: e.id,
    title: e.title || t(`admin.calendar.${e.kind}`),
    start: e.start,
    end: e.end,
    // Only a candidate interview moves here; a client booking moves through its own pipeline (RESCHEDULED).
    editable: candidate,
    durationEditable: false,
    backgroundColor: candidate ? '#1c4e80' : '#2f6f4f',
    borderColor: candidate ? '#1c4e80' : '#2f6f4f',
    textColor: '#ffffff',
    extendedProps: { event: e } satisfies EventProps,
  };
}

/**
 * FullCalendar (MIT: core, react, timegrid, interaction; docs/decisions/0058) in the page's language: week and day
 * time grids, the day view on a phone. The window shown is what `GET /api/interviews` is asked for.
 */
export default function InterviewCalendar({ mine }: { mine: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useQuery({
    ...calendarQuery({ from: range?.from ?? '', to: range?.to ?? '', mine }),
    enabled: !!range,
  });
  const update = useUpdateInterview();
  const lang = i18n.resolvedLanguage ?? 'en';

  const open = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const e = (arg.event.extendedProps as EventProps).event;
    void navigate(adminPath(PIPELINE_SCREENS[e.recordType], e.recordId));
  };

  const drop = (arg: EventDropArg) => {
    const e = (arg.event.extendedProps as EventProps).event;
    if (e.kind !== 'candidate' || e.interviewId === null || !arg.event.start) {
      arg.revert();
      return;
    }
    update.mutateAsync({ id: e.interviewId, start: arg.event.start.toISOString() }).then(
      () => notifySaved(t, t('admin.calendar.moved')),
      (err: unknown) => {
        arg.revert();
        notifyFailed(t, err);
      },
    );
  };

  return (
    <Box data-testid="interview-calendar" style={{ minHeight: 400, maxWidth: '100%', overflowX: 'auto' }}>
      <FullCalendar
        key={narrow ? 'day' : 'week'}
        plugins={[timeGridPlugin, interactionPlugin]}
        initialView={narrow ? 'timeGridDay' : 'timeGridWeek'}
        locale={LOCALES[lang] ?? 'en-gb'}
        // Words, not icon fonts, on the previous/next buttons: the icons are images without a text (axe role-img-alt).
        buttonIcons={false}
        headerToolbar={
          narrow
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: 'timeGridWeek,timeGridDay' }
        }
        titleFormat={narrow ? { month: 'short', day: 'numeric' } : undefined}
        height="auto"
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        allDaySlot={false}
        nowIndicator
        editable
        eventStartEditable
        eventDurationEditable={false}
        events={(events.data?.items ?? []).map((e) => toInput(e, t))}
        datesSet={(arg) => {
          const next = { from: arg.start.toISOString(), to: arg.end.toISOString() };
          setRange((prev) => (prev && prev.from === next.from && prev.to === next.to ? prev : next));
        }}
        eventClick={open}
        eventDrop={drop}
        eventDidMount={(arg) => {
          const e = (arg.event.extendedProps as EventProps).event;
          arg.el.setAttribute('aria-label', `${t(`admin.calendar.${e.kind}`)}: ${arg.event.title}`);
          arg.el.setAttribute('data-record', `${e.recordType}:${e.recordId}`);
        }}
      />
    </Box>
  );
}
