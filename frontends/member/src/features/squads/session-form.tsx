import { useState, type FormEvent } from 'react';
import { GROUP_SESSION_TYPES } from '@trap/contracts';
import { FormField, Input, Textarea, Select, useMessageText } from '@trap/ui';
import { FormFooter } from '../../shared/components/form-footer.tsx';
import { useFormRefusal } from '../../shared/components/form-refusal.ts';
import { useCreateSession, type GroupSessionBody } from './squads-api.ts';
import { fromIstInput, istInputInDays } from './squad-dates.ts';
import { sessionTypeText } from './squad-texts.ts';
import { useSquadsT } from './texts/texts.ts';

type Fields = Record<'title' | 'date' | 'duration' | 'location' | 'maxParticipants' | 'type' | 'description' | 'notes', string>;
const empty = (): Fields => ({
  title: '',
  date: istInputInDays(7),
  duration: '120',
  location: '',
  maxParticipants: '',
  type: 'practice',
  description: '',
  notes: '',
});

/** Plan a group session (owners and captains): they host it and are going; the members are told. */
export function SessionForm({ squadId, onDone }: { squadId: string; onDone: () => void }) {
  const [f, setF] = useState<Fields>(empty);
  const create = useCreateSession();
  const { t } = useSquadsT();
  const { errors, message, setErrors, clear, refused } = useFormRefusal<keyof Fields>(t('checkFields'));
  // the service's field messages (contracts' English) in the page's language
  const fieldError = useMessageText();
  const bind = (k: keyof Fields) => ({ value: f[k], onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }) });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    clear();
    const local: Partial<Record<keyof Fields, string>> = {};
    if (!f.title.trim()) local.title = t('sessionForm.titleRequired');
    if (!f.date) local.date = t('sessionForm.dateRequired');
    if (!f.location.trim()) local.location = t('sessionForm.locationRequired');
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    const body: GroupSessionBody = {
      title: f.title,
      date: fromIstInput(f.date),
      duration: Number(f.duration),
      location: f.location,
      maxParticipants: f.maxParticipants ? Number(f.maxParticipants) : null,
      type: f.type as GroupSessionBody['type'],
      description: f.description,
      notes: f.notes,
    };
    create.mutate(
      { squadId, body },
      {
        onSuccess: () => {
          setF(empty());
          onDone();
        },
        onError: refused,
      },
    );
  };

  return (
    <form className="sq-form sq-card" aria-label={t('sessionForm.label')} onSubmit={submit} noValidate>
      <FormField label={t('sessionForm.title')} error={fieldError(errors.title)}>
        <Input maxLength={120} placeholder={t('sessionForm.titlePlaceholder')} {...bind('title')} />
      </FormField>
      <div className="pr-grid">
        <FormField label={t('sessionForm.date')} error={fieldError(errors.date)}>
          <Input type="datetime-local" {...bind('date')} />
        </FormField>
        <FormField label={t('sessionForm.duration')} error={fieldError(errors.duration)}>
          <Input type="number" min={15} max={720} step={15} inputMode="numeric" {...bind('duration')} />
        </FormField>
      </div>
      <FormField label={t('sessionForm.location')} error={fieldError(errors.location)}>
        <Input maxLength={200} placeholder={t('sessionForm.locationPlaceholder')} {...bind('location')} />
      </FormField>
      <div className="pr-grid">
        <FormField label={t('sessionForm.type')} error={fieldError(errors.type)}>
          <Select {...bind('type')}>
            {GROUP_SESSION_TYPES.map((type) => (
              <option key={type} value={type}>
                {sessionTypeText(t, type)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('sessionForm.max')}
          labelSuffix={t('optional')}
          hint={t('sessionForm.maxHint')}
          error={fieldError(errors.maxParticipants)}
        >
          <Input type="number" min={2} max={100} inputMode="numeric" {...bind('maxParticipants')} />
        </FormField>
      </div>
      <FormField label={t('sessionForm.description')} labelSuffix={t('optional')} error={fieldError(errors.description)}>
        <Textarea rows={2} maxLength={2000} {...bind('description')} />
      </FormField>
      <FormField label={t('session.hostNotes')} labelSuffix={t('optional')} hint={t('session.notesHint')} error={fieldError(errors.notes)}>
        <Textarea rows={2} maxLength={2000} {...bind('notes')} />
      </FormField>
      <FormFooter
        message={message}
        pending={create.isPending}
        submitLabel={t('sessionForm.submit')}
        pendingLabel={t('sessionForm.pending')}
        onCancel={onDone}
        cancelLabel={t('cancel')}
        className="sq-actions"
      />
    </form>
  );
}
