import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, Button, Card, FormField, Input, Textarea, errorMessage, toast, Select, useMessageText } from '@trap/ui';
import { MarkdownContent } from '@trap/ui/components/markdown.tsx';
import { bodyOf, formErrors, formOf, saveItem, type ContentKind, type Item } from './content-kinds.ts';
import { fieldErrors, toPayload, type FieldDef, type FormValues } from './form-values.ts';
import { useKindTexts } from './kind-texts.ts';
import { useSay } from './kind-words.ts';
import { useContentT } from './texts/texts.ts';

interface EditorProps {
  kind: ContentKind;
  /** the item to change; none for a new one */
  item?: Item;
  onDone(saved: Item | null): void;
}

/** A kind's form, built from its fields; checked by the kind's contract schema before it is sent, and by the server after. */
export function ContentEditor({ kind, item, onDone }: EditorProps) {
  const { t, label, lowerLabel } = useKindTexts(kind);
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const [values, setValues] = useState<FormValues>(() => formOf(kind, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveItem(kind, body, item),
    onSuccess: (saved) => {
      toast({ title: item ? t('saved', { label }) : t('created', { label }), variant: 'success' });
      onDone(saved);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(formErrors(kind, err.fields));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payload = toPayload(kind.fields, values);
    const found = fieldErrors(kind.schema, payload);
    setErrors(found ?? {});
    if (found) return;
    save.mutate(bodyOf(kind, payload, item));
  };

  const heading = item ? t('editHeading', { label: lowerLabel }) : t('newItem', { label: lowerLabel });
  return (
    <Card className="ap-editor">
      <form onSubmit={submit} noValidate aria-label={heading}>
        <h3 className="ap-h3">{heading}</h3>
        {Object.keys(errors).length ? (
          <p className="ui-form-error" role="alert">
            {t('correct')}
          </p>
        ) : null}
        <div className="ap-form-grid">
          {kind.fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name]!}
              error={messageText(errors[field.name])}
              onChange={(v) => set(field.name, v)}
            />
          ))}
        </div>
        {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
          <p className="ui-form-error" role="alert">
            {messageText(errorMessage(save.error))}
          </p>
        ) : null}
        <div className="ap-actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : item ? t('saveChanges') : t('create', { label: lowerLabel })}
          </Button>
          <Button type="button" variant="outline" onClick={() => onDone(null)}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldDef;
  value: string | boolean;
  error?: string;
  onChange(v: string | boolean): void;
}) {
  const { t } = useContentT();
  const say = useSay();
  const suffix = field.required ? undefined : t('optional');
  if (field.type === 'checkbox') {
    return (
      <label className="ap-check">
        <input type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} /> {say(field.label)}
        {error ? <span className="ui-field__error"> {error}</span> : null}
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const label = (o: string) => say(field.optionLabels?.[o] ?? o);
  if (field.type === 'multi') {
    const chosen = new Set(text.split(',').filter(Boolean));
    const toggle = (o: string, on: boolean) => {
      if (on) chosen.add(o);
      else chosen.delete(o);
      onChange((field.options ?? []).filter((x) => chosen.has(x)).join(','));
    };
    return (
      <fieldset className="ap-multi ap-wide" aria-describedby={error ? `${field.name}-error` : undefined}>
        <legend className="ui-label">{say(field.label)}</legend>
        {field.hint ? <p className="ap-muted">{say(field.hint)}</p> : null}
        <div className="ap-multi__options">
          {field.options?.map((o) => (
            <label key={o} className="ap-check">
              <input type="checkbox" checked={chosen.has(o)} onChange={(e) => toggle(o, e.target.checked)} /> {label(o)}
            </label>
          ))}
        </div>
        {error ? (
          <p className="ui-field__error" id={`${field.name}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const wide = field.type === 'markdown' || field.type === 'textarea';
  return (
    <FormField
      label={say(field.label)}
      labelSuffix={field.type === 'select' ? undefined : suffix}
      hint={field.hint ? say(field.hint) : undefined}
      error={error}
      className={wide ? 'ap-wide' : undefined}
    >
      {field.type === 'select' ? (
        <Select value={text} onChange={(e) => onChange(e.target.value)}>
          {field.nullable ? <option value="">—</option> : null}
          {field.options?.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </Select>
      ) : field.type === 'markdown' ? (
        <div className="ap-markdown">
          <Textarea rows={14} value={text} onChange={(e) => onChange(e.target.value)} />
          <div className="ap-preview" role="region" aria-label={t('preview')}>
            <p className="ap-preview__label">{t('preview')}</p>
            {text.trim() ? (
              <MarkdownContent markdown={text} testId="markdown-preview" />
            ) : (
              <p className="ap-muted">{t('nothingToPreview')}</p>
            )}
          </div>
        </div>
      ) : field.type === 'textarea' ? (
        <Textarea rows={5} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          type={
            field.type === 'number'
              ? 'text'
              : field.type === 'datetime'
                ? 'datetime-local'
                : field.type === 'date'
                  ? 'date'
                  : field.type === 'url'
                    ? 'url'
                    : 'text'
          }
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
