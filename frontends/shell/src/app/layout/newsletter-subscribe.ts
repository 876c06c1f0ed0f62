import type { QueryClient } from '@tanstack/react-query';
import { NEWSLETTER_CHECK_INBOX } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, toast } from '@trap/ui';

/**
 * The footer form's subscription, loaded when the form is first sent (newsletter-form.tsx): nobody
 * needs it before the page is up. True when subscribed, and the field clears.
 */
export async function subscribeToNewsletter(queryClient: QueryClient, email: string): Promise<boolean> {
  try {
    const result = await call(notificationsApi.subscribe, { body: { email } });
    // Double opt-in: nothing is subscribed until the e-mailed link is opened, so the toast says where to look.
    toast({ title: 'Check your inbox', description: result?.message ?? NEWSLETTER_CHECK_INBOX, variant: 'success' });
    void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    return true;
  } catch (e) {
    toast({ title: 'Subscription failed', description: errorMessage(e), variant: 'destructive' });
    return false;
  }
}
