import type { SelectHTMLAttributes } from 'react';
import { useFieldControl } from '@trap/ui';

/** A native select wired to its FormField (label, hint and error), like the kit's Input. */
export function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const aria = useFieldControl(props);
  return <select className="ui-input" {...props} {...aria} />;
}
