import type { ComponentPropsWithoutRef } from 'react';
import { Tabs as T } from 'radix-ui';
import { clsx } from 'clsx';

export const Tabs = T.Root;
export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof T.List>) {
  return <T.List className={clsx('ui-tabs__list', className)} {...props} />;
}
export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof T.Trigger>) {
  return <T.Trigger className={clsx('ui-tabs__trigger', className)} {...props} />;
}
export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof T.Content>) {
  return <T.Content className={clsx('ui-tabs__content', className)} {...props} />;
}
