import { Button, Card, FormField, Textarea } from '@trap/ui';

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
  return (
    <Card className="pr-save" aria-labelledby="pr-save-title">
      <h2 id="pr-save-title" className="pr-h2">
        Save session
      </h2>
      <div data-tour="practice-notes">
        <FormField label="Notes" labelSuffix="(optional)">
          <Textarea rows={3} maxLength={5000} value={notes} placeholder="What worked, what to try next time" onChange={(e) => onNotes(e.target.value)} />
        </FormField>
      </div>
      <p className="pr-muted">
        {rounds} round(s), {kills} targets hit
      </p>
      {formError ? (
        <p className="pr-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button size="lg" fullWidth onClick={onSave} disabled={saving}>
        {saving ? 'Saving...' : 'Save session'}
      </Button>
    </Card>
  );
}
