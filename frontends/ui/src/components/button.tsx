import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  fullWidth?: boolean;
  /**
   * When disabled, stays focusable (aria-disabled, clicks ignored): for a control that turns disabled
   * by its own use (Undo with nothing left to undo), so focus stays on it instead of dropping to the page.
   */
  focusableWhenDisabled?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, fullWidth = false, focusableWhenDisabled = false, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  const own: ButtonHTMLAttributes<HTMLButtonElement> =
    focusableWhenDisabled && props.disabled
      ? { ...props, disabled: false, 'aria-disabled': true, onClick: (e) => e.preventDefault() }
      : props;
  return (
    <Comp
      ref={ref}
      className={clsx('ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, fullWidth && 'ui-btn--full', className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...own}
    />
  );
});
