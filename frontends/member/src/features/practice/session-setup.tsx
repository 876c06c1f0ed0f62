import { DISCIPLINE_RULES, DISCIPLINES, LIGHT_VALUES, RAIN_VALUES, WIND_DIRECTIONS, type Discipline } from '@trap/contracts';
import { Card, FormField, Input, Select } from '@trap/ui';
import { RangePicker } from './range-picker.tsx';
import { EquipmentPicker } from './equipment-picker.tsx';
import type { Draft, DraftWeather } from './session-draft.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

type T = ReturnType<typeof useMemberT>['t'];
// each key written out, so the keys test finds it
const lightLabels = (t: T): Record<(typeof LIGHT_VALUES)[number], string> => ({
  bright: t('practice.setup.lightBright'),
  overcast: t('practice.setup.lightOvercast'),
  low: t('practice.setup.lightLow'),
  artificial: t('practice.setup.lightArtificial'),
});
const rainLabels = (t: T): Record<(typeof RAIN_VALUES)[number], string> => ({
  none: t('practice.setup.rainNone'),
  light: t('practice.setup.rainLight'),
  heavy: t('practice.setup.rainHeavy'),
});

/** New session: discipline, date, place, equipment and the (folded) conditions. */
export function SessionSetup({
  userId,
  draft,
  onDiscipline,
  onChange,
  onEquipment,
  onWeather,
}: {
  userId: string;
  draft: Draft;
  onDiscipline: (discipline: Discipline) => void;
  onChange: (change: Partial<Draft>) => void;
  onEquipment: (ids: string[]) => void;
  onWeather: (change: Partial<DraftWeather>) => void;
}) {
  const w = draft.weather;
  const { t } = useMemberT();
  const LIGHT_LABELS = lightLabels(t);
  const RAIN_LABELS = rainLabels(t);
  return (
    <Card className="pr-setup" data-tour="practice-form" aria-labelledby="pr-setup-title">
      <h2 id="pr-setup-title" className="pr-h2">
        {t('practice.setup.title')}
      </h2>
      <div className="pr-grid pr-setup__fields">
        <FormField label={t('practice.setup.discipline')}>
          <Select value={draft.discipline} onChange={(e) => onDiscipline(e.target.value as Discipline)}>
            {DISCIPLINES.map((d) => (
              <option key={d} value={d}>
                {DISCIPLINE_RULES[d].label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('practice.setup.date')}>
          <Input
            type="date"
            value={draft.date}
            max={new Date(Date.now() + 86400_000).toISOString().slice(0, 10)}
            onChange={(e) => onChange({ date: e.target.value })}
          />
        </FormField>
        <FormField label={t('practice.setup.location')} className="pr-setup__location">
          <RangePicker value={draft.location} onChange={(location, rangeId) => onChange({ location, rangeId })} />
        </FormField>
      </div>
      <EquipmentPicker userId={userId} value={draft.equipmentIds ?? []} onChange={onEquipment} />
      <details className="pr-weather">
        <summary>{t('practice.setup.conditions')}</summary>
        <div className="pr-grid">
          <FormField label={t('practice.setup.windSpeed')}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={150}
              value={w.windSpeed}
              onChange={(e) => onWeather({ windSpeed: e.target.value })}
            />
          </FormField>
          <FormField label={t('practice.setup.windDirection')}>
            <Select value={w.windDirection} onChange={(e) => onWeather({ windDirection: e.target.value as DraftWeather['windDirection'] })}>
              <option value="">{t('practice.setup.notLogged')}</option>
              {WIND_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('practice.setup.temperature')}>
            <Input
              type="number"
              inputMode="decimal"
              min={-40}
              max={60}
              value={w.temperature}
              onChange={(e) => onWeather({ temperature: e.target.value })}
            />
          </FormField>
          <FormField label={t('practice.setup.light')}>
            <Select value={w.light} onChange={(e) => onWeather({ light: e.target.value as DraftWeather['light'] })}>
              <option value="">{t('practice.setup.notLogged')}</option>
              {LIGHT_VALUES.map((v) => (
                <option key={v} value={v}>
                  {LIGHT_LABELS[v]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('practice.setup.rain')}>
            <Select value={w.rain} onChange={(e) => onWeather({ rain: e.target.value as DraftWeather['rain'] })}>
              <option value="">{t('practice.setup.notLogged')}</option>
              {RAIN_VALUES.map((v) => (
                <option key={v} value={v}>
                  {RAIN_LABELS[v]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </details>
    </Card>
  );
}
