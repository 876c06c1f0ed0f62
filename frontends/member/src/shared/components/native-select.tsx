import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from '@trap/ui';

/** A native select (the phone's own picker) wired to the surrounding FormField's label. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const aria = useFieldControl(props);
  return <select className={className ? `ui-input ${className}` : 'ui-input'} {...props} {...aria} />;
}
