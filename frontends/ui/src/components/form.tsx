import { forwardRef, useId, type LabelHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { clsx } from 'clsx';
import { FieldContext, useFieldControl } from './field-control.tsx';

// Input has a module of its own: the shell's start-up (the footer's newsletter form) needs it without the rest.
export { Input, useFieldControl } from './field-control.tsx';

export const Label = forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(function Label({ className, ...props }, ref) {
  return <RadixLabel.Root ref={ref} className={clsx('ui-label', className)} {...props} />;
});

/** A native select (the phone's own picker) wired to its FormField (label, hint and error) like Input. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const aria = useFieldControl(props);
  return <select className={clsx('ui-input', className)} {...props} {...aria} />;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  const aria = useFieldControl(props);
  return <textarea ref={ref} className={clsx('ui-input', 'ui-textarea', className)} {...props} {...aria} />;
});

export interface FormFieldProps {
  label: ReactNode;
  /** Shown after the label but left out of the accessible name (e.g. '(optional)'). */
  labelSuffix?: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  /** Ids of more text about the field outside it (e.g. a password's rules list), read after the hint. */
  describedBy?: string;
  children: ReactNode;
}

/** Label + control + hint + error message, wired with aria-describedby/aria-invalid. */
export function FormField({ label, labelSuffix, hint, error, id, className, describedBy: more, children }: FormFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `f${autoId.replace(/:/g, '')}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [errorId, hintId, more].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id: fieldId, describedBy, invalid: Boolean(error) }}>
      <div className={clsx('ui-field', error && 'ui-field--invalid', className)}>
        <Label htmlFor={fieldId}>
          {label}
          {labelSuffix ? (
            <span className="ui-label__suffix" aria-hidden="true">
              {' '}
              {labelSuffix}
            </span>
          ) : null}
        </Label>
        {children}
        {hint ? (
          <p id={hintId} className="ui-field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
