import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, toast } from '@trap/ui';
import { applySessionChange, createSession, scoreText, withSession } from './practice-api.ts';
import { enqueue, isOfflineError } from './offline-queue.ts';
import { NOTHING_SCORED, toSessionInput, type Draft } from './session-draft.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

/**
 * Saving a session: checked by the contract first; sent when online, else (or when the connection
 * drops on the way) queued on the device with its idempotency key to sync later. `onSaved` runs
 * once the session is stored or queued.
 */
export function useSaveSession(userId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useMemberT();

  async function save(draft: Draft) {
    setFormError(null);
    const { input, error } = toSessionInput(draft);
    if (!input) {
      setFormError(error === NOTHING_SCORED ? t('practice.save.nothingScored') : (error ?? t('practice.save.checkSession')));
      return;
    }
    const queue = () => {
      enqueue({ userId, input, queuedAt: new Date().toISOString() });
      onSaved();
      toast({ title: t('practice.save.queuedTitle'), description: t('practice.save.queuedText'), variant: 'warning' });
    };
    if (!navigator.onLine) return queue();
    setSaving(true);
    try {
      const saved = await createSession(input);
      onSaved();
      toast({
        title: t('practice.save.savedTitle'),
        description: t('practice.save.savedText', { score: scoreText(saved) }),
        variant: 'success',
      });
      void applySessionChange(queryClient, (list) => withSession(list, saved));
    } catch (e) {
      if (isOfflineError(e)) queue();
      else setFormError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, formError };
}
