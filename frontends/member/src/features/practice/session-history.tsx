import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aggregateSession, type PracticeSession } from '@trap/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  FormField,
  Input,
  Spinner,
  Textarea,
  errorMessage,
  formatMonth,
  formatNumber,
  formatWeekday,
  toast,
  type Language,
} from '@trap/ui';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import { NotesText } from '../../shared/components/notes-text.tsx';
import {
  applySessionChange,
  dayOf,
  deleteSession,
  disciplineLabel,
  PAGE_SIZE,
  scoreText,
  sessionsQuery,
  updateSession,
} from './practice-api.ts';
import { discard, usePendingSessions, type PendingSession } from './offline-queue.ts';
import { equipmentNames, useEquipment } from './equipment-api.ts';
import { ScorecardShareDialog } from './scorecard-share.tsx';

// calendar days of India: noon there is the same day on India's clock, whatever the browser's zone
const monthTitle = (ym: string, language: Language) => formatMonth(`${ym}-01T12:00:00+05:30`, language);
const dayTitle = (iso: string, language: Language) => formatWeekday(`${dayOf(iso)}T12:00:00+05:30`, language);

function pendingScore(p: PendingSession) {
  const discipline = p.input.discipline ?? 'olympic-trap';
  const agg = aggregateSession(discipline, p.input.scores);
  const points = agg.detailed.points;
  return scoreText({
    discipline,
    totalScore: agg.kills,
    totalTargets: agg.targets,
    dtlWritten: points !== null ? `${agg.detailed.kills}/${points}` : null,
  });
}

const NO_SESSIONS: PracticeSession[] = [];

/** The calendar, the sessions waiting to sync and the history of stored sessions, by month. */
export function SessionHistory({ userId }: { userId: string }) {
  const pending = usePendingSessions(userId);
  const { t, language } = useMemberT();
  const equipment = useEquipment(userId).data?.items;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const sessions = useQuery({
    ...sessionsQuery(limit),
    placeholderData: keepPreviousData,
  });
  // one empty list while loading, so the grouping below is not redone on every render
  const items = sessions.data?.items ?? NO_SESSIONS;
  const byMonth = useMemo(() => {
    const groups = new Map<string, PracticeSession[]>();
    for (const s of items) {
      const ym = dayOf(s.date).slice(0, 7);
      groups.set(ym, [...(groups.get(ym) ?? []), s]);
    }
    return [...groups.entries()];
  }, [items]);

  return (
    <div className="pr-history-wrap">
      <PracticeCalendar days={new Set([...items.map((s) => dayOf(s.date)), ...pending.map((p) => dayOf(p.input.date))])} />
      <section className="pr-history" aria-labelledby="pr-history-title" data-tour="practice-history">
        <h2 id="pr-history-title" className="pr-h2">
          {t('practice.history.title')}
        </h2>
        {pending.length ? (
          <ul className="pr-list" aria-label={t('practice.history.waiting')}>
            {pending.map((p) => (
              <li key={p.input.idempotencyKey} className="pr-item pr-item--pending">
                <div>
                  <strong>{dayTitle(p.input.date, language)}</strong> · {disciplineLabel(p.input.discipline ?? 'olympic-trap')}
                  {p.input.location ? ` · ${p.input.location}` : ''}
                  <EquipmentUsed names={equipmentNames(equipment, p.input.equipmentIds)} />
                </div>
                <span className="pr-score">{pendingScore(p)}</span>
                {p.error ? (
                  <span className="pr-item__error">
                    {t('practice.history.notSynced', { error: p.error })}{' '}
                    <Button size="sm" variant="ghost" onClick={() => discard(p.input.idempotencyKey)}>
                      {t('practice.history.discard')}
                    </Button>
                  </span>
                ) : (
                  <Badge tone="warning">{t('practice.history.waiting')}</Badge>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {sessions.isPending ? <Spinner /> : null}
        {sessions.isError ? <p className="pr-error">{errorMessage(sessions.error)}</p> : null}
        {sessions.isSuccess && items.length === 0 && pending.length === 0 ? (
          <p className="pr-muted">{t('practice.history.empty')}</p>
        ) : null}
        {byMonth.map(([ym, list]) => (
          <div key={ym}>
            <h3 className="pr-month">{monthTitle(ym, language)}</h3>
            <ul className="pr-list">
              {list.map((s) => (
                <SessionItem key={s.id} session={s} equipment={equipmentNames(equipment, s.equipmentIds)} />
              ))}
            </ul>
          </div>
        ))}
        {sessions.data && sessions.data.total > items.length ? (
          <Button variant="outline" onClick={() => setLimit(limit + PAGE_SIZE)} disabled={sessions.isFetching}>
            {t('practice.history.older')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

/** The names of the equipment a session was shot with (items since deleted are left out). */
function EquipmentUsed({ names }: { names: string[] }) {
  const { t } = useMemberT();
  return names.length ? <p className="pr-item__equipment">{t('practice.history.equipment', { names: names.join(', ') })}</p> : null;
}

function SessionItem({ session, equipment }: { session: PracticeSession; equipment: string[] }) {
  const queryClient = useQueryClient();
  const { t, language } = useMemberT();
  const day = dayTitle(session.date, language);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [date, setDate] = useState(dayOf(session.date));
  const [notes, setNotes] = useState(session.notes);
  // The cache changes at once; the refetch confirms it in the background.
  const refresh = (change: (items: PracticeSession[]) => PracticeSession[], delta = 0) => {
    void applySessionChange(queryClient, (old) => ({ items: change(old.items), total: old.total + delta }));
  };
  const remove = useMutation({
    mutationFn: () => deleteSession(session.id),
    onSuccess: () => {
      toast({ title: t('practice.history.deleted'), variant: 'success' });
      refresh((items) => items.filter((s) => s.id !== session.id), -1);
    },
    onError: (e) => toast({ title: t('practice.history.deleteFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const edit = useMutation({
    mutationFn: () => updateSession(session, { date, notes }),
    onSuccess: (updated) => {
      setEditing(false);
      toast({ title: t('practice.history.updated'), variant: 'success' });
      refresh((items) => items.map((s) => (s.id === updated.id ? updated : s)));
    },
  });
  const label = `${day} ${disciplineLabel(session.discipline)} ${scoreText(session)}`;
  return (
    <li className="pr-item" aria-label={label}>
      <div>
        <strong>{day}</strong> · {disciplineLabel(session.discipline)}
        {session.location ? ` · ${session.location}` : ''}
        {session.scores.length > 1 ? ` · ${t('practice.history.rounds', { rounds: formatNumber(session.scores.length, language) })}` : ''}
        <EquipmentUsed names={equipment} />
        {session.notes ? (
          <p className="pr-item__notes">
            <NotesText text={session.notes} />
          </p>
        ) : null}
      </div>
      <span className="pr-score">{scoreText(session)}</span>
      <span className="pr-item__actions">
        <Button asChild size="sm" variant="ghost">
          <Link to={`/technique-insights?session=${session.id}#shot-pattern`} aria-label={t('practice.history.shotPatternOf', { day })}>
            {t('practice.history.shotPattern')}
          </Link>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setSharing(true)} aria-label={t('practice.history.shareOf', { day })}>
          {t('practice.history.share')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('practice.history.editOf', { day })}>
          {t('practice.history.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={t('practice.history.deleteOf', { day })}>
          {t('practice.history.delete')}
        </Button>
      </span>
      {sharing ? (
        <ScorecardShareDialog
          sessionId={session.id}
          title={t('practice.history.sessionOf', { day })}
          open={sharing}
          onOpenChange={setSharing}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('practice.history.deleteTitle')}
        description={t('practice.history.deleteText', { day, discipline: disciplineLabel(session.discipline), score: scoreText(session) })}
        confirmLabel={t('practice.history.deleteConfirm')}
        onConfirm={() => remove.mutateAsync()}
      />
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogTitle>{t('practice.history.editTitle')}</DialogTitle>
          <DialogDescription>{t('practice.history.editText')}</DialogDescription>
          <FormField label={t('practice.setup.date')}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label={t('practice.save.notes')}>
            <Textarea rows={4} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
          </FormField>
          {edit.isError ? (
            <p className="pr-error" role="alert">
              {errorMessage(edit.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setEditing(false)}>
              {t('practice.equipment.cancel')}
            </Button>
            <Button onClick={() => edit.mutate()} disabled={edit.isPending}>
              {t('practice.history.saveChanges')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** A month grid marking the days with a session. */
function PracticeCalendar({ days }: { days: Set<string> }) {
  const [offset, setOffset] = useState(0);
  const { t, language } = useMemberT();
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  const year = first.getFullYear();
  const month = first.getMonth();
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7; // weeks start on Monday
  const ym = `${year}-${String(month + 1).padStart(2, '0')}`;
  const practised = [...days].filter((d) => d.startsWith(ym)).length;
  return (
    <Card className="pr-calendar" data-tour="practice-calendar" aria-labelledby="pr-cal-title">
      <div className="pr-calendar__head">
        <Button size="sm" variant="ghost" onClick={() => setOffset(offset - 1)} aria-label={t('practice.history.previousMonth')}>
          ‹
        </Button>
        <h2 id="pr-cal-title" className="pr-h2">
          {monthTitle(ym, language)}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOffset(offset + 1)}
          aria-label={t('practice.history.nextMonth')}
          disabled={offset >= 0}
        >
          ›
        </Button>
      </div>
      <div className="pr-calendar__grid">
        {[
          t('practice.history.mo'),
          t('practice.history.tu'),
          t('practice.history.we'),
          t('practice.history.th'),
          t('practice.history.fr'),
          t('practice.history.sa'),
          t('practice.history.su'),
        ].map((d, i) => (
          <span key={i} className="pr-calendar__dow">
            {d}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`x${i}`} />
        ))}
        {Array.from({ length: daysInMonth }, (_, i) => {
          const day = `${ym}-${String(i + 1).padStart(2, '0')}`;
          const on = days.has(day);
          return (
            <span
              key={day}
              className={on ? 'pr-calendar__day pr-calendar__day--on' : 'pr-calendar__day'}
              title={on ? t('practice.history.practised') : undefined}
            >
              {formatNumber(i + 1, language)}
            </span>
          );
        })}
      </div>
      <p className="pr-muted">{t('practice.history.daysThisMonth', { days: formatNumber(practised, language) })}</p>
    </Card>
  );
}
