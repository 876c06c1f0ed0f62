import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShootingRange } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { Input, queryOptions } from '@trap/ui';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

/** How a directory range reads in the location field (and in stats' location filter). */
const rangeLabel = (r: Pick<ShootingRange, 'name' | 'city'>) => `${r.name}, ${r.city}`;

/**
 * The location of a session: free text, with the ranges of the directory offered as you type (a
 * native datalist, so the phone's own keyboard and suggestions work). Choosing a range also gives
 * its id; anything else typed stays free text. Offline, the field is plain text.
 */
export function RangePicker({ value, onChange }: { value: string; onChange: (location: string, rangeId: string | null) => void }) {
  const { t } = useMemberT();
  const listId = `ranges-${useId().replace(/:/g, '')}`;
  const ranges = useQuery({
    // the same read as the shell's range directory without filters
    ...queryOptions(contentApi.ranges.list, { query: { limit: 100 } }),
    staleTime: 60 * 60_000,
  });
  const list = ranges.data ?? [];
  return (
    <>
      <Input
        value={value}
        list={listId}
        placeholder={t('practice.setup.locationPlaceholder')}
        maxLength={200}
        autoComplete="off"
        onChange={(e) => {
          const picked = list.find((r) => rangeLabel(r) === e.target.value);
          onChange(e.target.value, picked ? picked.id : null);
        }}
      />
      <datalist id={listId}>
        {list.map((r) => (
          <option key={r.id} value={rangeLabel(r)}>
            {r.location}
          </option>
        ))}
      </datalist>
    </>
  );
}
