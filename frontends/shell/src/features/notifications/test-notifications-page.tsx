import { Navigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, type NotificationType } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { call, Button, Card, errorMessage, PageHead, Spinner, toast, useAuth } from '@trap/ui';
import { sentText } from './sent-text.ts';

/**
 * /test-notifications: a member sends themselves one notification of each SPEC 3.4 type (or all at once).
 * It lives in the shell next to the notification panel; like every member route it needs a logged-in user.
 */
export default function TestNotificationsPage() {
  const { user, isLoading, signingOut } = useAuth();
  if (isLoading) return <Spinner block label="Checking authentication..." />;
  if (!user) return signingOut ? <Spinner block label="Logging out..." /> : <Navigate to="/auth" replace />;
  return <TestNotifications />;
}

function TestNotifications() {
  const send = useMutation({
    mutationFn: (type: NotificationType | null) => call(notificationsApi.sendTest, { body: type ? { type } : {} }),
    onSuccess: (created, type) =>
      toast({
        title: 'Notification sent',
        description: type
          ? sentText(type)
          : `${Array.isArray(created) ? created.length : 'All'} test notifications are in your notifications.`,
        variant: 'success',
      }),
    onError: (e) => toast({ title: 'Error', description: `Failed to send test notification: ${errorMessage(e)}`, variant: 'destructive' }),
  });
  return (
    <div className="page page--narrow">
      <PageHead title="Test Notifications" description="Send yourself sample notifications to see how they look." noindex />
      <h1 className="page__title">Test Notifications</h1>
      <p>Each button sends you one notification of that type. Open the bell in the header to see it arrive.</p>
      <Card style={{ padding: 16, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {NOTIFICATION_TYPES.map((type) => (
          <Button key={type} variant="outline" disabled={send.isPending} onClick={() => send.mutate(type)}>
            Send {NOTIFICATION_TYPE_LABELS[type]}
          </Button>
        ))}
        <Button disabled={send.isPending} onClick={() => send.mutate(null)}>
          Send all types
        </Button>
      </Card>
    </div>
  );
}
