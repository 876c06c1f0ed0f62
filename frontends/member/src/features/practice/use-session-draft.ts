import { useCallback, useEffect, useState } from 'react';
import { DISCIPLINE_RULES, runningTotal, targetsPerRound, type Direction, type Discipline, type Outcome } from '@trap/contracts';
import { emptyRound, loadDraft, newDraft, roundHasContent, storeDraft, type Draft, type DraftRound, type DraftWeather } from './session-draft.ts';

/**
 * The session being scored: the draft (kept on the device at every change, so a reload on the range
 * loses nothing), the round on the pad with its running total, the direction picked for the next
 * target, and every change the logger can make. No confirmation is asked here: the screen asks first.
 */
export function useSessionDraft(userId: string) {
  const [draft, setDraft] = useState<Draft>(() => loadDraft(userId));
  const [direction, setDirection] = useState<Direction | null>(null);
  useEffect(() => storeDraft(userId, draft), [userId, draft]);

  const rules = DISCIPLINE_RULES[draft.discipline];
  const round = draft.rounds[draft.current] ?? emptyRound();
  const shots = round.mode === 'shots' ? round.shots : [];
  const live = runningTotal(draft.discipline, { shots });

  const update = useCallback((change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change })), []);
  const setEquipment = useCallback((equipmentIds: string[]) => setDraft((d) => ({ ...d, equipmentIds })), []);
  const setWeather = (change: Partial<DraftWeather>) => setDraft((d) => ({ ...d, weather: { ...d.weather, ...change } }));
  const setRound = (r: DraftRound) => setDraft((d) => ({ ...d, rounds: d.rounds.map((x, i) => (i === d.current ? r : x)) }));

  function tap(outcome: Outcome) {
    if (live.complete) return;
    const shot = {
      ...(live.nextStation ? { station: live.nextStation } : {}),
      ...(direction && rules.hasDirection ? { direction } : {}),
      outcome,
    };
    setRound({ mode: 'shots', shots: [...shots, shot] });
    setDirection(null);
    if ('vibrate' in navigator) navigator.vibrate?.(15);
  }

  const undo = () => setRound({ mode: 'shots', shots: shots.slice(0, -1) });

  function addRound() {
    setDraft((d) => ({ ...d, rounds: [...d.rounds, emptyRound()], current: d.rounds.length }));
    setDirection(null);
  }

  /** A new discipline starts the rounds again (targets per round and stations differ). */
  const changeDiscipline = (discipline: Discipline) => setDraft((d) => ({ ...d, discipline, rounds: [emptyRound()], current: 0 }));

  /** Only the round's total, or back to target by target; either way the round starts empty. */
  const setTotalMode = (on: boolean) => setRound(on ? { mode: 'total', total: '' } : emptyRound());
  const setTotal = (total: string) => setRound({ mode: 'total', total });

  /** After a save: the next session keeps the setup (discipline, date, place, conditions, equipment). */
  const startNext = () => setDraft((d) => newDraft(d));

  const kills = draft.rounds.reduce(
    (a, r) => a + (r.mode === 'shots' ? runningTotal(draft.discipline, { shots: r.shots }).kills : Number(r.total) || 0),
    0,
  );

  return {
    draft,
    rules,
    round,
    shots,
    live,
    perRound: targetsPerRound(draft.discipline),
    direction,
    /** whether any round has a target or a total (changing the discipline would clear it) */
    scored: draft.rounds.some(roundHasContent),
    roundsScored: draft.rounds.filter(roundHasContent).length,
    kills,
    toggleDirection: (d: Direction) => setDirection((current) => (current === d ? null : d)),
    selectRound: (current: number) => update({ current }),
    update,
    setEquipment,
    setWeather,
    tap,
    undo,
    addRound,
    changeDiscipline,
    setTotalMode,
    setTotal,
    startNext,
  };
}

export type SessionDraftState = ReturnType<typeof useSessionDraft>;
