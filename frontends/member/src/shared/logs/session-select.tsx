import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { FormField, queryOptions, Select } from '@trap/ui';
import { useSharedLogsT } from './texts/texts.ts';

const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);

/**
 * Links an entry to one of the member's practice sessions of the chosen day (SPEC 3.2 sessionId);
 * the options follow the date field. Hidden when that day has no session and nothing is linked.
 */
export function SessionSelect({
  day,
  linked,
  register,
  error,
}: {
  day: string;
  linked: string | null;
  register: UseFormRegisterReturn;
  error?: string;
}) {
  const sessions = useQuery({
    ...queryOptions(practiceApi.listSessions, { query: { from: day, to: day, limit: 20 } }),
    enabled: isDay(day),
  });
  const { t } = useSharedLogsT();
  const items = sessions.data?.items ?? [];
  if (!items.length && !linked) return null;
  return (
    <FormField label={t('session.label')} labelSuffix={t('form.optional')} error={error}>
      <Select {...register}>
        <option value="">{t('session.notLinked')}</option>
        {linked && !items.some((s) => s.id === linked) ? <option value={linked}>{t('session.linked')}</option> : null}
        {items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title || t('session.practice')} · {s.totalScore}/{s.totalTargets}
            {s.location ? ` · ${s.location}` : ''}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
