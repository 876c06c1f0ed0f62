import type { ComponentPropsWithoutRef } from 'react';
import { Switch as S } from 'radix-ui';
import { clsx } from 'clsx';

/** An on/off switch (radix): role="switch", labelled by a <label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentPropsWithoutRef<typeof S.Root>) {
  return (
    <S.Root className={clsx('ui-switch', className)} {...props}>
      <S.Thumb className="ui-switch__thumb" />
    </S.Root>
  );
}
