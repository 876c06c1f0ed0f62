import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { RadioGroup as R } from 'radix-ui';
import { clsx } from 'clsx';

export const RadioGroup = forwardRef<ElementRef<typeof R.Root>, ComponentPropsWithoutRef<typeof R.Root>>(function RadioGroup(
  { className, ...props },
  ref,
) {
  return <R.Root ref={ref} className={clsx('ui-radio-group', className)} {...props} />;
});

export const RadioGroupItem = forwardRef<ElementRef<typeof R.Item>, ComponentPropsWithoutRef<typeof R.Item>>(function RadioGroupItem(
  { className, ...props },
  ref,
) {
  return (
    <R.Item ref={ref} className={clsx('ui-radio', className)} {...props}>
      <R.Indicator className="ui-radio__indicator" />
    </R.Item>
  );
});
