import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MEAL_TYPES, nutritionEntryInputSchema, type NutritionEntry } from '@trap/contracts';
import { Badge, FormField, Input, Textarea, Select, useMessageText } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, optionalText, today, useLogSubmit } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';
import { SessionSelect } from './session-select.tsx';

// The form takes the food as one line ("Poha, banana"); the API stores a list.
const formSchema = nutritionEntryInputSchema.extend({ foodItems: z.string().max(2000) });
type In = z.input<typeof formSchema>;
type Out = z.output<typeof formSchema>;
const FIELDS = [
  'date',
  'mealType',
  'foodItems',
  'calories',
  'protein',
  'carbs',
  'fats',
  'hydration',
  'notes',
  'isCompetitionDay',
  'sessionId',
] as const;
const MACROS = [
  { field: 'calories', labelKey: 'nutrition.calories' },
  { field: 'protein', labelKey: 'nutrition.protein' },
  { field: 'carbs', labelKey: 'nutrition.carbs' },
  { field: 'fats', labelKey: 'nutrition.fats' },
] as const;
/** contracts' MEAL_TYPE_LABELS in the page's language (English word for word: texts.test.ts). */
const MEAL_TEXTS: Record<(typeof MEAL_TYPES)[number], { textKey: string }> = {
  breakfast: { textKey: 'nutrition.meals.breakfast' },
  lunch: { textKey: 'nutrition.meals.lunch' },
  dinner: { textKey: 'nutrition.meals.dinner' },
  snack: { textKey: 'nutrition.meals.snack' },
  'pre-shoot': { textKey: 'nutrition.meals.pre-shoot' },
  drinks: { textKey: 'nutrition.meals.drinks' },
};

function NutritionForm({ initial, onDone }: LogFormProps<NutritionEntry>) {
  const { t } = useSharedLogsT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const optional = t('form.optional');
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(formSchema),
    defaultValues: initial
      ? { ...initial, date: dayOf(initial.date), foodItems: initial.foodItems.join(', ') }
      : {
          date: today(),
          mealType: 'pre-shoot',
          foodItems: '',
          calories: null,
          protein: null,
          carbs: null,
          fats: null,
          hydration: null,
          notes: '',
          isCompetitionDay: false,
          sessionId: null,
        },
  });
  const { errors } = form.formState;
  const { submit, actions } = useLogSubmit(LOG_PATHS.nutrition, 'Nutrition entry', {
    initial,
    onDone,
    setError: form.setError,
    fields: FIELDS,
  });
  const onSubmit = form.handleSubmit(({ foodItems, ...rest }) => {
    submit({
      ...rest,
      foodItems: foodItems
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    });
  });
  return (
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('nutrition.formEdit') : t('nutrition.formNew')}>
      <div className="lg-grid">
        <FormField label={t('form.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label={t('nutrition.meal')} error={messageText(errors.mealType?.message)}>
          <Select {...form.register('mealType')}>
            {MEAL_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(MEAL_TEXTS[m].textKey)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('nutrition.hydration')} labelSuffix={optional} error={messageText(errors.hydration?.message)}>
          <Input type="number" inputMode="decimal" min={0} max={15} step={0.1} {...form.register('hydration', optionalNumber)} />
        </FormField>
      </div>
      <FormField label={t('nutrition.food')} labelSuffix={optional} hint={t('nutrition.foodHint')} error={messageText(errors.foodItems?.message)}>
        <Input placeholder={t('nutrition.foodPlaceholder')} {...form.register('foodItems')} />
      </FormField>
      <div className="lg-grid">
        {MACROS.map(({ field, labelKey }) => (
          <FormField key={field} label={t(labelKey)} labelSuffix={optional} error={messageText(errors[field]?.message)}>
            <Input type="number" inputMode="decimal" min={0} step="any" {...form.register(field, optionalNumber)} />
          </FormField>
        ))}
      </div>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={messageText(errors.sessionId?.message)}
      />
      <label className="lg-check">
        <input type="checkbox" {...form.register('isCompetitionDay')} /> {t('nutrition.competitionDay')}
      </label>
      <FormField label={t('form.notes')} labelSuffix={optional} error={messageText(errors.notes?.message)}>
        <Textarea rows={2} maxLength={5000} {...form.register('notes')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

function NutritionSummary({ item }: { item: NutritionEntry }) {
  const { t, language } = useSharedLogsT();
  const numbers = [
    item.hydration !== null ? t('nutrition.water', { litres: item.hydration }) : null,
    item.calories !== null ? t('nutrition.kcal', { calories: item.calories }) : null,
    item.protein !== null ? t('nutrition.proteinGrams', { grams: item.protein }) : null,
    item.carbs !== null ? t('nutrition.carbsGrams', { grams: item.carbs }) : null,
    item.fats !== null ? t('nutrition.fatsGrams', { grams: item.fats }) : null,
  ].filter(Boolean);
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">
          {t(MEAL_TEXTS[item.mealType].textKey)} · {dayText(item.date, language)}
        </span>
        {item.isCompetitionDay ? <Badge tone="secondary">{t('nutrition.competitionDay')}</Badge> : null}
      </div>
      {item.foodItems.length ? <span>{item.foodItems.join(', ')}</span> : null}
      {numbers.length ? <span className="lg-item__meta">{numbers.join(' · ')}</span> : null}
      {item.notes ? <p className="lg-item__text">{item.notes}</p> : null}
    </>
  );
}

/** The nutrition log: meals, macros and hydration, on practice and competition days. */
export function NutritionLogPanel() {
  const { t } = useSharedLogsT();
  return (
    <LogPanel<NutritionEntry>
      path={LOG_PATHS.nutrition}
      title={t('nutrition.title')}
      description={t('nutrition.description')}
      noun="Nutrition entry"
      empty={t('nutrition.empty')}
      Summary={NutritionSummary}
      Form={NutritionForm}
    />
  );
}
