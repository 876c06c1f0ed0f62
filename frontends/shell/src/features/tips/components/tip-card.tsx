import { useState, type FormEvent } from 'react';
import type { SavedTip, ShootingTip } from '@trap/contracts';
import { Badge, Button, Card, FormField, Textarea } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { useSavedTipMutations } from '../api/tips-queries.ts';
import { useTipsT } from '../texts/texts.ts';

const NOTE_MAX = 2000;
const DIFFICULTY_TONE = { beginner: 'success', intermediate: 'warning', advanced: 'secondary' } as const;
type TipsT = ReturnType<typeof useTipsT>['t'];
/** The contract's categories and difficulties in the page's language (English: as the contract names them, capitalised). */
const CATEGORY_TEXTS: Record<ShootingTip['category'], { textKey: string }> = {
  Stance: { textKey: 'categories.Stance' },
  Mount: { textKey: 'categories.Mount' },
  Focus: { textKey: 'categories.Focus' },
  Timing: { textKey: 'categories.Timing' },
  Equipment: { textKey: 'categories.Equipment' },
  Mental: { textKey: 'categories.Mental' },
  Safety: { textKey: 'categories.Safety' },
  Fitness: { textKey: 'categories.Fitness' },
};
const DIFFICULTY_TEXTS: Record<ShootingTip['difficulty'], { textKey: string }> = {
  beginner: { textKey: 'difficulties.beginner' },
  intermediate: { textKey: 'difficulties.intermediate' },
  advanced: { textKey: 'difficulties.advanced' },
};
export const categoryLabel = (t: TipsT, c: string) => {
  const known = CATEGORY_TEXTS[c as keyof typeof CATEGORY_TEXTS];
  return known ? t(known.textKey) : c;
};
export const difficultyLabel = (t: TipsT, d: string) => {
  const known = DIFFICULTY_TEXTS[d as keyof typeof DIFFICULTY_TEXTS];
  return known ? t(known.textKey) : d.charAt(0).toUpperCase() + d.slice(1);
};

function NoteForm({
  tipId,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  tipId: string;
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (notes: string) => void;
  onCancel: () => void;
}) {
  const [notes, setNotes] = useState(initial);
  const { t } = useTipsT();
  const tooLong = notes.trim().length > NOTE_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) onSubmit(notes.trim());
  };
  return (
    <form className="tip-note-form" onSubmit={submit} noValidate>
      <FormField
        id={`tip-note-${tipId}`}
        label={t('card.noteLabel')}
        labelSuffix={t('card.optional')}
        hint={`${notes.trim().length}/${NOTE_MAX}`}
        error={tooLong ? t('card.noteTooLong', { max: NOTE_MAX }) : undefined}
      >
        <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} autoFocus />
      </FormField>
      <div className="tip-card__actions">
        <Button type="submit" size="sm" disabled={pending || tooLong}>
          {pending ? t('card.saving') : submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('card.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One tip; for a member also its saved state, note, and the save / edit note / unsave actions. */
export function TipCard({ tip, saved, member }: { tip: ShootingTip; saved?: SavedTip; member: boolean }) {
  const { save, updateNote, unsave } = useSavedTipMutations();
  const [editing, setEditing] = useState(false);
  const { t } = useTipsT();
  return (
    <Card className={saved ? 'tip-card tip-card--saved' : 'tip-card'} id={`tip-${tip.id}`} data-testid="tip-card">
      <div className="tip-card__head">
        <ContentImage className="tip-card__img" src={tip.imageUrl} kind="tip" alt="" />
        <div className="tip-card__badges">
          <Badge tone="primary">{categoryLabel(t, tip.category)}</Badge>
          <Badge tone={DIFFICULTY_TONE[tip.difficulty]}>{difficultyLabel(t, tip.difficulty)}</Badge>
          {saved ? <Badge tone="success">{t('card.saved')}</Badge> : null}
        </div>
      </div>
      <p className="tip-card__text">{tip.tipText}</p>
      {tip.author || tip.sourceUrl ? (
        <p className="tip-card__meta">
          {tip.author ? <>— {tip.author}</> : null}
          {tip.sourceUrl ? (
            <>
              {tip.author ? ' · ' : ''}
              <a href={tip.sourceUrl} target="_blank" rel="noopener noreferrer">
                {t('card.source')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {tip.tags.length ? (
        <ul className="tip-card__tags" aria-label={t('card.tags')}>
          {tip.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}

      {member ? (
        <div className="tip-card__member">
          {saved && saved.notes && !editing ? (
            <blockquote className="tip-card__note" aria-label={t('card.yourNote')}>
              {saved.notes}
            </blockquote>
          ) : null}
          {editing ? (
            <NoteForm
              tipId={tip.id}
              initial={saved?.notes ?? ''}
              submitLabel={saved ? t('card.saveNote') : t('card.saveTip')}
              pending={save.isPending || updateNote.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={(notes) => (saved ? updateNote : save).mutate({ tipId: tip.id, notes }, { onSuccess: () => setEditing(false) })}
            />
          ) : saved ? (
            <div className="tip-card__actions">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {saved.notes ? t('card.editNote') : t('card.addNote')}
              </Button>
              <Button size="sm" variant="ghost" disabled={unsave.isPending} onClick={() => unsave.mutate(tip.id)}>
                {unsave.isPending ? t('card.removing') : t('card.unsave')}
              </Button>
            </div>
          ) : (
            <div className="tip-card__actions">
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                {t('card.saveTip')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </Card>
  );
}
