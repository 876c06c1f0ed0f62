import { createContext, forwardRef, useContext, type InputHTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** What a FormField (form.tsx) tells the control inside it. */
export interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
}
export const FieldContext = createContext<FieldContextValue | null>(null);

/** The control's id and aria attributes, from the surrounding FormField when there is one. */
export function useFieldControl(props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown }) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': (props['aria-invalid'] as boolean | undefined) ?? (field?.invalid ? true : undefined),
  };
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  const aria = useFieldControl(props);
  return <input ref={ref} className={clsx('ui-input', className)} {...props} {...aria} />;
});
