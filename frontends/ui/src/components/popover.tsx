import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { Popover as P } from 'radix-ui';
import { clsx } from 'clsx';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;

export const PopoverContent = forwardRef<ElementRef<typeof P.Content>, ComponentPropsWithoutRef<typeof P.Content>>(function PopoverContent(
  { className, sideOffset = 8, align = 'end', ...props },
  ref,
) {
  return (
    <P.Portal>
      <P.Content ref={ref} sideOffset={sideOffset} align={align} className={clsx('ui-popover', className)} {...props} />
    </P.Portal>
  );
});
