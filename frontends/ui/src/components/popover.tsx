import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { Popover as P } from 'radix-ui';
import { clsx } from 'clsx';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;

export const PopoverContent = forwardRef<ElementRef<typeof P.Content>, ComponentPropsWithoutRef<typeof P.Content>>(function PopoverContent(
  { className, sideOffset = 8, align = 'end', collisionPadding = 8, ...props },
  ref,
) {
  // collisionPadding: on a phone the panel keeps a margin from the screen's edges instead of touching one.
  return (
    <P.Portal>
      <P.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={clsx('ui-popover', className)}
        {...props}
      />
    </P.Portal>
  );
});
