import { useState, type FormEvent } from 'react';
import { GROUP_SESSION_TYPE_LABELS, GROUP_SESSION_TYPES } from '@trap/contracts';
import { ApiError, FormField, Input, Textarea, errorMessage, Select } from '@trap/ui';
import { FormFooter } from '../../shared/components/form-footer.tsx';
import { useCreateSession, type GroupSessionBody } from './squads-api.ts';
import { fromIstInput, istInputInDays } from './squad-dates.ts';

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
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateSession();
  const bind = (k: keyof Fields) => ({ value: f[k], onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }) });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setErrors({});
    setMessage(null);
    const local: Partial<Record<keyof Fields, string>> = {};
    if (!f.title.trim()) local.title = 'Title is required';
    if (!f.date) local.date = 'Date is required';
    if (!f.location.trim()) local.location = 'Location is required';
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
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : undefined;
          if (fields) setErrors(fields);
          setMessage(fields ? 'Check the fields marked below.' : errorMessage(e));
        },
      },
    );
  };

  return (
    <form className="sq-form sq-card" aria-label="Plan a group session" onSubmit={submit} noValidate>
      <FormField label="Session title" error={errors.title}>
        <Input maxLength={120} placeholder="e.g. Sunday 50 targets" {...bind('title')} />
      </FormField>
      <div className="pr-grid">
        <FormField label="Date and time (IST)" error={errors.date}>
          <Input type="datetime-local" {...bind('date')} />
        </FormField>
        <FormField label="Duration (minutes)" error={errors.duration}>
          <Input type="number" min={15} max={720} step={15} inputMode="numeric" {...bind('duration')} />
        </FormField>
      </div>
      <FormField label="Range or location" error={errors.location}>
        <Input maxLength={200} placeholder="e.g. Dr. Karni Singh Shooting Range, New Delhi" {...bind('location')} />
      </FormField>
      <div className="pr-grid">
        <FormField label="Session type" error={errors.type}>
          <Select {...bind('type')}>
            {GROUP_SESSION_TYPES.map((t) => (
              <option key={t} value={t}>
                {GROUP_SESSION_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Max participants"
          labelSuffix="(optional)"
          hint="Beyond it, members join a waiting list."
          error={errors.maxParticipants}
        >
          <Input type="number" min={2} max={100} inputMode="numeric" {...bind('maxParticipants')} />
        </FormField>
      </div>
      <FormField label="Description" labelSuffix="(optional)" error={errors.description}>
        <Textarea rows={2} maxLength={2000} {...bind('description')} />
      </FormField>
      <FormField label="Host notes" labelSuffix="(optional)" hint="What to bring, where to meet." error={errors.notes}>
        <Textarea rows={2} maxLength={2000} {...bind('notes')} />
      </FormField>
      <FormFooter
        message={message}
        pending={create.isPending}
        submitLabel="Plan session"
        pendingLabel="Planning…"
        onCancel={onDone}
        className="sq-actions"
      />
    </form>
  );
}
