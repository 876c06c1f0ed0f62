import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, toast, useAuth } from '@trap/ui';
import { amaReminderPath } from '../../../shared/components/ama-card.tsx';
import { useAmaReminders, useToggleReminder } from '../api/ama-queries.ts';
import { useAmaT } from '../texts/texts.ts';

/**
 * SPEC 2.9 Set Reminder on an upcoming AMA. A member toggles it (pressed = set); a visitor is sent
 * to /auth and brought back to the AMA. With `completeReturn` (the AMA's own page) a `?remind=1`
 * (left by that trip, or by the home page's Set Reminder link) sets the reminder for the member.
 */
export function ReminderButton({ amaId, title, completeReturn = false }: { amaId: string; title: string; completeReturn?: boolean }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const reminders = useAmaReminders();
  const toggle = useToggleReminder(amaId);
  const isSet = !!reminders.data?.some((r) => r.amaId === amaId);
  const { t } = useAmaT();

  const { mutate } = toggle;
  const change = useCallback(
    (remind: boolean) =>
      mutate(remind, {
      onSuccess: () =>
        toast({
          title: remind ? t('reminder.setTitle') : t('reminder.removedTitle'),
          description: remind ? t('reminder.setText', { title }) : t('reminder.removedText', { title }),
          variant: remind ? 'success' : 'default',
        }),
      onError: (err) =>
        toast({
          title: t('reminder.error'),
          description: remind ? t('reminder.setFailed', { reason: err.message }) : t('reminder.removeFailed', { reason: err.message }),
          variant: 'destructive',
        }),
      }),
    [mutate, title, t],
  );

  const returned = useRef(false);
  useEffect(() => {
    if (!completeReturn || params.get('remind') !== '1' || !user || !reminders.isSuccess || returned.current) return;
    returned.current = true;
    const next = new URLSearchParams(params);
    next.delete('remind');
    setParams(next, { replace: true, preventScrollReset: true });
    // once, when the member and their reminders are known
    if (!isSet) change(true);
  }, [completeReturn, params, setParams, user, reminders.isSuccess, isSet, change]);

  if (!user) {
    return (
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={isLoading}
        onClick={() => void navigate(`/auth?returnTo=${encodeURIComponent(amaReminderPath(amaId))}`)}
      >
        {t('reminder.set')}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      size="sm"
      variant={isSet ? 'secondary' : 'outline'}
      aria-pressed={isSet}
      disabled={toggle.isPending || reminders.isPending}
      onClick={() => change(!isSet)}
      title={isSet ? t('reminder.pressToRemove') : undefined}
    >
      {toggle.isPending ? (isSet ? t('reminder.removing') : t('reminder.setting')) : isSet ? t('reminder.isSet') : t('reminder.set')}
    </Button>
  );
}
