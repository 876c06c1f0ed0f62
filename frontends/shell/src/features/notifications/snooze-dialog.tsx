import { useEffect, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, INTL_LOCALE, type Language, type TFunction } from '@trap/ui';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

/** The reminder time on the chosen day; for today, an hour from now (a snooze cannot be in the past). */
function snoozeTimeFor(day: Date, now = new Date()): Date {
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0, 0, 0);
  return at.getTime() > now.getTime() + 60_000 ? at : new Date(now.getTime() + 60 * 60_000);
}

/**
 * A day button's name holds the number it shows ("Tuesday, December 15, 2026", not the picker's own
 * "December 15th"), so a person who says what they see reaches it by voice; in Hindi, as hi-IN writes it.
 */
const dayLabels = (t: TFunction, language: Language) => ({
  labelDayButton: (date: Date, modifiers: Record<string, boolean>) => {
    let day = date.toLocaleDateString(language === 'en' ? 'en-US' : INTL_LOCALE[language], {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    if (modifiers.today) day = t('notifications.snoozeDayToday', { day });
    return modifiers.selected ? t('notifications.snoozeDaySelected', { day }) : day;
  },
});

/**
 * The calendar's month, weekday names and buttons in Hindi: react-day-picker's Hindi locale (date-fns'),
 * fetched the first time the calendar shows in Hindi, so English pages never load it. English keeps the
 * picker's own default (en-US), as before.
 */
let hindiLocale: Partial<DayPickerLocale> | undefined;
function useCalendarLocale(language: Language): Partial<DayPickerLocale> | undefined {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (language !== 'hi' || hindiLocale) return;
    let live = true;
    void import(/* webpackChunkName: "day-picker-hi" */ 'react-day-picker/locale/hi').then((m) => {
      hindiLocale = m.hi;
      if (live) loaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return language === 'hi' ? hindiLocale : undefined;
}

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
  const { t, language } = useShellPageT();
  const locale = useCalendarLocale(language);
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
          locale={locale}
          labels={dayLabels(t, language)}
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
