import { Button, Card, FormField, formatNumber, Textarea } from '@trap/ui';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

/** Notes, what the session adds up to, the save error and the Save session button. */
export function SaveSessionCard({
  notes,
  onNotes,
  rounds,
  kills,
  formError,
  saving,
  onSave,
}: {
  notes: string;
  onNotes: (notes: string) => void;
  rounds: number;
  kills: number;
  formError: string | null;
  saving: boolean;
  onSave: () => void;
}) {
  const { t, language } = useMemberT();
  return (
    <Card className="pr-save" aria-labelledby="pr-save-title">
      <h2 id="pr-save-title" className="pr-h2">
        {t('practice.save.title')}
      </h2>
      <div data-tour="practice-notes">
        <FormField label={t('practice.save.notes')} labelSuffix={t('practice.save.optional')}>
          <Textarea rows={3} maxLength={5000} value={notes} placeholder={t('practice.save.notesPlaceholder')} onChange={(e) => onNotes(e.target.value)} />
        </FormField>
      </div>
      <p className="pr-muted">
        {t('practice.save.summary', { rounds: formatNumber(rounds, language), kills: formatNumber(kills, language) })}
      </p>
      {formError ? (
        <p className="pr-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button size="lg" fullWidth onClick={onSave} disabled={saving}>
        {saving ? t('practice.save.saving') : t('practice.save.save')}
      </Button>
    </Card>
  );
}
