import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@trap/ui';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

/** The reminder time on the chosen day; for today, an hour from now (a snooze cannot be in the past). */
function snoozeTimeFor(day: Date, now = new Date()): Date {
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0, 0, 0);
  return at.getTime() > now.getTime() + 60_000 ? at : new Date(now.getTime() + 60 * 60_000);
}

/**
 * A day button's name holds the number it shows ("Tuesday, December 15, 2026", not the picker's own
 * "December 15th"), so a person who says what they see reaches it by voice.
 */
const DAY_LABELS = {
  labelDayButton: (date: Date, modifiers: Record<string, boolean>) => {
    const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    return `${modifiers.today ? 'Today, ' : ''}${day}${modifiers.selected ? ', selected' : ''}`;
  },
};

function startOfToday(): Date {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** SPEC 2.10: a calendar titled Snooze Until; past dates are disabled; Cancel and Snooze. */
export function SnoozeDialog({
  open,
  onOpenChange,
  onSnooze,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSnooze: (until: Date) => void;
  pending: boolean;
}) {
  const [day, setDay] = useState<Date | undefined>();
  const { t } = useShellPageT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDay(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent className="notif-snooze" hideClose>
        <DialogTitle>{t('notifications.snoozeTitle')}</DialogTitle>
        <DialogDescription>{t('notifications.snoozeText')}</DialogDescription>
        <DayPicker
          mode="single"
          selected={day}
          onSelect={setDay}
          disabled={{ before: startOfToday() }}
          startMonth={startOfToday()}
          labels={DAY_LABELS}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('notifications.cancel')}
          </Button>
          <Button disabled={!day || pending} onClick={() => day && onSnooze(snoozeTimeFor(day))}>
            {t('notifications.snooze')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
