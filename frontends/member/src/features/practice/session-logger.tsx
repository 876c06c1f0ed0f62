import type { Discipline } from '@trap/contracts';
import { useConfirm } from '@trap/ui';
import { ScoringPad } from './scoring-pad.tsx';
import { SaveSessionCard } from './save-session-card.tsx';
import { SessionSetup } from './session-setup.tsx';
import { useSaveSession } from './use-save-session.ts';
import { useSessionDraft } from './use-session-draft.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

/**
 * Setup, scoring pad and save of one session; built for a phone held in one hand on the range.
 * The draft and its changes live in useSessionDraft, saving (online or queued) in useSaveSession;
 * this screen composes them and asks before a change would throw scored targets away.
 */
export function SessionLogger({ userId }: { userId: string }) {
  const state = useSessionDraft(userId);
  const { save, saving, formError } = useSaveSession(userId, state.startNext);
  const [confirm, confirmDialog] = useConfirm();
  const { t } = useMemberT();

  async function changeDiscipline(discipline: Discipline) {
    const go =
      !state.scored ||
      (await confirm({
        title: t('practice.confirm.disciplineTitle'),
        description: t('practice.confirm.disciplineText'),
        confirmLabel: t('practice.confirm.disciplineConfirm'),
      }));
    if (go) state.changeDiscipline(discipline);
  }

  async function setTotalMode(on: boolean) {
    const go =
      !on ||
      !state.shots.length ||
      (await confirm({
        title: t('practice.confirm.totalTitle'),
        description: t('practice.confirm.totalText'),
        confirmLabel: t('practice.confirm.totalConfirm'),
      }));
    if (go) state.setTotalMode(on);
  }

  return (
    <div className="pr-logger">
      <SessionSetup
        userId={userId}
        draft={state.draft}
        onDiscipline={(d) => void changeDiscipline(d)}
        onChange={state.update}
        onEquipment={state.setEquipment}
        onWeather={state.setWeather}
      />
      <ScoringPad state={state} onTotalMode={(on) => void setTotalMode(on)} />
      <SaveSessionCard
        notes={state.draft.notes}
        onNotes={(notes) => state.update({ notes })}
        rounds={state.roundsScored}
        kills={state.kills}
        formError={formError}
        saving={saving}
        onSave={() => void save(state.draft)}
      />
      {confirmDialog}
    </div>
  );
}
