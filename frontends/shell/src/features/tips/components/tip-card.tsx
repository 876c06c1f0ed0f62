import { useState, type FormEvent } from 'react';
import type { SavedTip, ShootingTip } from '@trap/contracts';
import { Badge, Button, Card, FormField, Textarea } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { useSavedTipMutations } from '../api/tips-queries.ts';

const NOTE_MAX = 2000;
const DIFFICULTY_TONE = { beginner: 'success', intermediate: 'warning', advanced: 'secondary' } as const;
export const difficultyLabel = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);

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
  const tooLong = notes.trim().length > NOTE_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!tooLong) onSubmit(notes.trim());
  };
  return (
    <form className="tip-note-form" onSubmit={submit} noValidate>
      <FormField
        id={`tip-note-${tipId}`}
        label="Personal note"
        labelSuffix="(optional)"
        hint={`${notes.trim().length}/${NOTE_MAX}`}
        error={tooLong ? `Notes must be at most ${NOTE_MAX} characters` : undefined}
      >
        <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} autoFocus />
      </FormField>
      <div className="tip-card__actions">
        <Button type="submit" size="sm" disabled={pending || tooLong}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One tip; for a member also its saved state, note, and the save / edit note / unsave actions. */
export function TipCard({ tip, saved, member }: { tip: ShootingTip; saved?: SavedTip; member: boolean }) {
  const { save, updateNote, unsave } = useSavedTipMutations();
  const [editing, setEditing] = useState(false);
  return (
    <Card className={saved ? 'tip-card tip-card--saved' : 'tip-card'} id={`tip-${tip.id}`} data-testid="tip-card">
      <div className="tip-card__head">
        <ContentImage className="tip-card__img" src={tip.imageUrl} kind="tip" alt="" />
        <div className="tip-card__badges">
          <Badge tone="primary">{tip.category}</Badge>
          <Badge tone={DIFFICULTY_TONE[tip.difficulty]}>{difficultyLabel(tip.difficulty)}</Badge>
          {saved ? <Badge tone="success">Saved</Badge> : null}
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
                Source
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {tip.tags.length ? (
        <ul className="tip-card__tags" aria-label="Tags">
          {tip.tags.map((t) => (
            <li key={t}>#{t}</li>
          ))}
        </ul>
      ) : null}

      {member ? (
        <div className="tip-card__member">
          {saved && saved.notes && !editing ? (
            <blockquote className="tip-card__note" aria-label="Your note">
              {saved.notes}
            </blockquote>
          ) : null}
          {editing ? (
            <NoteForm
              tipId={tip.id}
              initial={saved?.notes ?? ''}
              submitLabel={saved ? 'Save note' : 'Save tip'}
              pending={save.isPending || updateNote.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={(notes) => (saved ? updateNote : save).mutate({ tipId: tip.id, notes }, { onSuccess: () => setEditing(false) })}
            />
          ) : saved ? (
            <div className="tip-card__actions">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {saved.notes ? 'Edit note' : 'Add note'}
              </Button>
              <Button size="sm" variant="ghost" disabled={unsave.isPending} onClick={() => unsave.mutate(tip.id)}>
                {unsave.isPending ? 'Removing...' : 'Unsave'}
              </Button>
            </div>
          ) : (
            <div className="tip-card__actions">
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Save tip
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </Card>
  );
}
