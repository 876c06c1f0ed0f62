import { useState, type FormEvent } from 'react';
import { Card, FormField, Input, Label, Textarea, useMessageText } from '@trap/ui';
import { FormFooter } from '../../shared/components/form-footer.tsx';
import { useFormRefusal } from '../../shared/components/form-refusal.ts';
import { useCreateSquad, useUpdateSquad, type Squad } from './squads-api.ts';
import { useSquadsT } from './texts/texts.ts';

type Fields = { name: string; description: string; imageUrl: string; isPrivate: boolean };
const EMPTY: Fields = { name: '', description: '', imageUrl: '', isPrivate: false };

/** Create squad (/squads/create): name, description, image and who can see it; the creator owns it. */
export function CreateSquadForm({ onCreated, onCancel }: { onCreated: (squad: Squad) => void; onCancel: () => void }) {
  const [f, setF] = useState<Fields>(EMPTY);
  const create = useCreateSquad();
  const { t } = useSquadsT();
  const { errors, message, setErrors, clear, refused } = useFormRefusal<keyof Fields>(t('checkFields'));
  // the service's field messages (contracts' English) in the page's language
  const fieldError = useMessageText();

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    clear();
    const name = f.name.trim();
    if (name.length < 3) {
      setErrors({ name: name ? t('form.nameShort') : t('form.nameRequired') });
      return;
    }
    create.mutate(
      { name, description: f.description, imageUrl: f.imageUrl.trim(), isPrivate: f.isPrivate },
      {
        onSuccess: (squad) => {
          setF(EMPTY);
          onCreated(squad);
        },
        onError: refused,
      },
    );
  };

  return (
    <Card className="sq-card" data-tour="squads-create">
      <h2 className="pr-h2" id="create-squad-title">
        {t('create')}
      </h2>
      <form className="sq-form" aria-labelledby="create-squad-title" onSubmit={submit} noValidate>
        <FormField label={t('form.name')} error={fieldError(errors.name)}>
          <Input
            maxLength={80}
            value={f.name}
            onChange={(e) => setF({ ...f, name: e.target.value })}
            placeholder={t('form.namePlaceholder')}
          />
        </FormField>
        <FormField label={t('form.description')} labelSuffix={t('optional')} error={fieldError(errors.description)}>
          <Textarea rows={3} maxLength={1000} value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
        </FormField>
        <FormField label={t('form.image')} labelSuffix={t('optional')} error={fieldError(errors.imageUrl)}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={f.imageUrl}
            onChange={(e) => setF({ ...f, imageUrl: e.target.value })}
          />
        </FormField>
        <div className="sq-check">
          <input id="sq-private" type="checkbox" checked={f.isPrivate} onChange={(e) => setF({ ...f, isPrivate: e.target.checked })} />
          <Label htmlFor="sq-private">{t('form.private')}</Label>
        </div>
        <p className="pr-muted sq-hint">{f.isPrivate ? t('form.privateHint') : t('form.publicHint')}</p>
        <FormFooter
          message={message}
          pending={create.isPending}
          submitLabel={t('create')}
          pendingLabel={t('form.creating')}
          onCancel={onCancel}
          cancelLabel={t('cancel')}
          className="sq-actions"
        />
      </form>
    </Card>
  );
}

/** Edit squad (owner): the same fields, saved with PATCH. */
export function EditSquadForm({ squad, onDone }: { squad: Squad; onDone: () => void }) {
  const [f, setF] = useState<Fields>({
    name: squad.name,
    description: squad.description,
    imageUrl: squad.imageUrl,
    isPrivate: squad.isPrivate,
  });
  const update = useUpdateSquad();
  const { t } = useSquadsT();
  const { errors, message, clear, refused } = useFormRefusal<keyof Fields>(t('checkFields'));
  // the service's field messages (contracts' English) in the page's language
  const fieldError = useMessageText();

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    clear();
    update.mutate(
      { id: squad.id, body: { name: f.name.trim(), description: f.description, imageUrl: f.imageUrl.trim(), isPrivate: f.isPrivate } },
      {
        onSuccess: onDone,
        onError: refused,
      },
    );
  };

  return (
    <form className="sq-form sq-card" aria-label={t('form.editLabel')} onSubmit={submit} noValidate>
      <FormField label={t('form.name')} error={fieldError(errors.name)}>
        <Input maxLength={80} value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
      </FormField>
      <FormField label={t('form.description')} labelSuffix={t('optional')} error={fieldError(errors.description)}>
        <Textarea rows={3} maxLength={1000} value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
      </FormField>
      <FormField label={t('form.image')} labelSuffix={t('optional')} error={fieldError(errors.imageUrl)}>
        <Input type="url" inputMode="url" value={f.imageUrl} onChange={(e) => setF({ ...f, imageUrl: e.target.value })} />
      </FormField>
      <div className="sq-check">
        <input id="sq-edit-private" type="checkbox" checked={f.isPrivate} onChange={(e) => setF({ ...f, isPrivate: e.target.checked })} />
        <Label htmlFor="sq-edit-private">{t('form.private')}</Label>
      </div>
      <FormFooter
        message={message}
        pending={update.isPending}
        submitLabel={t('form.save')}
        pendingLabel={t('form.saving')}
        onCancel={onDone}
        cancelLabel={t('cancel')}
        className="sq-actions"
      />
    </form>
  );
}
