import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MEAL_TYPE_LABELS, MEAL_TYPES, nutritionEntryInputSchema, type NutritionEntry } from '@trap/contracts';
import { Badge, FormField, Input, Textarea, Select } from '@trap/ui';
import { FormActions, LogPanel, type LogFormProps } from './log-panel.tsx';
import { dayOf, dayText, LOG_PATHS, optionalNumber, optionalText, today, useLogSubmit } from './logs-api.ts';
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
  ['calories', 'Calories (kcal)'],
  ['protein', 'Protein (g)'],
  ['carbs', 'Carbs (g)'],
  ['fats', 'Fats (g)'],
] as const;

function NutritionForm({ initial, onDone }: LogFormProps<NutritionEntry>) {
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
    <form className="lg-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit nutrition entry' : 'Log a nutrition entry'}>
      <div className="lg-grid">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Meal" error={errors.mealType?.message}>
          <Select {...form.register('mealType')}>
            {MEAL_TYPES.map((m) => (
              <option key={m} value={m}>
                {MEAL_TYPE_LABELS[m]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Water and drinks (litres)" labelSuffix="(optional)" error={errors.hydration?.message}>
          <Input type="number" inputMode="decimal" min={0} max={15} step={0.1} {...form.register('hydration', optionalNumber)} />
        </FormField>
      </div>
      <FormField label="Food" labelSuffix="(optional)" hint="Separate items with commas." error={errors.foodItems?.message}>
        <Input placeholder="e.g. Poha, banana, tea" {...form.register('foodItems')} />
      </FormField>
      <div className="lg-grid">
        {MACROS.map(([field, label]) => (
          <FormField key={field} label={label} labelSuffix="(optional)" error={errors[field]?.message}>
            <Input type="number" inputMode="decimal" min={0} step="any" {...form.register(field, optionalNumber)} />
          </FormField>
        ))}
      </div>
      <SessionSelect
        day={form.watch('date')}
        linked={initial?.sessionId ?? null}
        register={form.register('sessionId', optionalText)}
        error={errors.sessionId?.message}
      />
      <label className="lg-check">
        <input type="checkbox" {...form.register('isCompetitionDay')} /> Competition day
      </label>
      <FormField label="Notes" labelSuffix="(optional)" error={errors.notes?.message}>
        <Textarea rows={2} maxLength={5000} {...form.register('notes')} />
      </FormField>
      <FormActions {...actions} />
    </form>
  );
}

function NutritionSummary({ item }: { item: NutritionEntry }) {
  const numbers = [
    item.hydration !== null ? `${item.hydration} L water` : null,
    item.calories !== null ? `${item.calories} kcal` : null,
    item.protein !== null ? `protein ${item.protein} g` : null,
    item.carbs !== null ? `carbs ${item.carbs} g` : null,
    item.fats !== null ? `fats ${item.fats} g` : null,
  ].filter(Boolean);
  return (
    <>
      <div className="lg-panel__head">
        <span className="lg-item__title">
          {MEAL_TYPE_LABELS[item.mealType]} · {dayText(item.date)}
        </span>
        {item.isCompetitionDay ? <Badge tone="secondary">Competition day</Badge> : null}
      </div>
      {item.foodItems.length ? <span>{item.foodItems.join(', ')}</span> : null}
      {numbers.length ? <span className="lg-item__meta">{numbers.join(' · ')}</span> : null}
      {item.notes ? <p className="lg-item__text">{item.notes}</p> : null}
    </>
  );
}

/** The nutrition log: meals, macros and hydration, on practice and competition days. */
export function NutritionLogPanel() {
  return (
    <LogPanel<NutritionEntry>
      path={LOG_PATHS.nutrition}
      title="Nutrition"
      description="Meals and water on shooting days; the litres you log are set beside that day's scores."
      noun="Nutrition entry"
      empty="No nutrition entries yet."
      Summary={NutritionSummary}
      Form={NutritionForm}
    />
  );
}
