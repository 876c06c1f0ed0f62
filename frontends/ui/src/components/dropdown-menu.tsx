import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { clsx } from 'clsx';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export const DropdownMenuGroup = M.Group;

export const DropdownMenuContent = forwardRef<ElementRef<typeof M.Content>, ComponentPropsWithoutRef<typeof M.Content>>(
  function DropdownMenuContent({ className, sideOffset = 6, align = 'start', ...props }, ref) {
    return (
      <M.Portal>
        <M.Content ref={ref} sideOffset={sideOffset} align={align} className={clsx('ui-menu', className)} {...props} />
      </M.Portal>
    );
  },
);

export const DropdownMenuItem = forwardRef<ElementRef<typeof M.Item>, ComponentPropsWithoutRef<typeof M.Item> & { active?: boolean }>(
  function DropdownMenuItem({ className, active, ...props }, ref) {
    return <M.Item ref={ref} className={clsx('ui-menu__item', active && 'ui-menu__item--active', className)} {...props} />;
  },
);

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof M.Label>) {
  return <M.Label className={clsx('ui-menu__label', className)} {...props} />;
}
export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithoutRef<typeof M.Separator>) {
  return <M.Separator className={clsx('ui-menu__separator', className)} {...props} />;
}
