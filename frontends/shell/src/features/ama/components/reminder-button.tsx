import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, toast, useAuth } from '@trap/ui';
import { amaReminderPath } from '../../../shared/components/ama-card.tsx';
import { useAmaReminders, useToggleReminder } from '../api/ama-queries.ts';

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

  const { mutate } = toggle;
  const change = useCallback(
    (remind: boolean) =>
      mutate(remind, {
      onSuccess: () =>
        toast({
          title: remind ? 'Reminder set' : 'Reminder removed',
          description: remind ? `We'll notify you an hour before ${title} starts.` : `You will not be notified about ${title}.`,
          variant: remind ? 'success' : 'default',
        }),
      onError: (err) =>
        toast({ title: 'Error', description: `Failed to ${remind ? 'set' : 'remove'} reminder: ${err.message}`, variant: 'destructive' }),
      }),
    [mutate, title],
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
        Set Reminder
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
      title={isSet ? 'Press to remove the reminder' : undefined}
    >
      {toggle.isPending ? (isSet ? 'Removing...' : 'Setting...') : isSet ? 'Reminder Set' : 'Set Reminder'}
    </Button>
  );
}
