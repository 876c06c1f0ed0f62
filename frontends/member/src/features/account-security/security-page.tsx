import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, passwordSchema, type ActiveSession } from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  Container,
  errorMessage,
  FormField,
  Input,
  PasswordRules,
  Spinner,
  toast,
  useAuth,
  useConfirm,
  usePasswordPolicy,
} from '@trap/ui';
import { VerifyEmailNotice } from '../../shared/account/verify-email-notice.tsx';
import { changePassword, sessionsQuery, signOutOthers, signOutSession } from './security-api.ts';
import './security.css';

const changeFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type ChangeForm = z.infer<typeof changeFormSchema>;

const when = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** /profile/security: the e-mail's verification, change password, and the active sessions. */
export default function SecurityPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container>
      <div className="security-page">
        <p className="security-back">
          <Link to="/profile">Back to dashboard</Link>
        </p>
        <h1 className="security-title">Account security</h1>
        <VerifyEmailNotice />
        <Card aria-labelledby="security-email" className="security-card">
          <h2 id="security-email">E-mail address</h2>
          <p className="security-email">
            <span>{user.email}</span>{' '}
            {user.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
          </p>
          <p className="security-muted">
            To use another address, <Link to="/profile/edit">edit your profile</Link>; we send a link to the new address to verify it.
          </p>
        </Card>
        <ChangePasswordCard />
        <SessionsCard />
      </div>
    </Container>
  );
}

function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangeForm>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const passwordPolicy = usePasswordPolicy();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangeForm) => changePassword({ currentPassword, newPassword }),
    onSuccess: (res) => {
      toast({ title: 'Password changed', description: res.message, variant: 'success' });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    onError: (error) => {
      let placed = false;
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields ?? {}))
          if (field === 'currentPassword' || field === 'newPassword') {
            form.setError(field, { type: 'server', message });
            placed = true;
          }
      if (!placed) setFormError(errorMessage(error, 'Could not change the password. Please try again.'));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    // as the server checks it: the contract's schema (above), then the policy in force, with its message
    const policy = passwordPolicy(values.newPassword);
    if (policy) {
      form.setError('newPassword', { message: policy }, { shouldFocus: true });
      return;
    }
    change.mutate(values);
  });

  return (
    <Card aria-labelledby="security-password" className="security-card">
      <h2 id="security-password">Change password</h2>
      <form onSubmit={onSubmit} noValidate aria-label="Change password" className="security-form">
        {formError ? (
          <p className="ui-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField id="security-current" label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField id="security-new" label="New password" describedBy="security-new-rules" error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <PasswordRules id="security-new-rules" password={newPassword} />
        <FormField id="security-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <p className="security-muted">Your other sessions are signed out when the password changes.</p>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const [confirm, confirmDialog] = useConfirm();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const one = useMutation({
    mutationFn: (s: ActiveSession) => signOutSession(s.id),
    onSuccess: () => {
      toast({ title: 'Session signed out', variant: 'success' });
      refresh();
    },
    onError: (e) => {
      toast({ title: 'Could not sign out the session', description: errorMessage(e), variant: 'destructive' });
      refresh();
    },
  });
  const others = useMutation({
    mutationFn: signOutOthers,
    onSuccess: (res) => {
      toast({
        title: 'Other sessions signed out',
        description: res.signedOut === 1 ? '1 session was signed out.' : `${res.signedOut} sessions were signed out.`,
        variant: 'success',
      });
      refresh();
    },
    onError: (e) => toast({ title: 'Could not sign out the other sessions', description: errorMessage(e), variant: 'destructive' }),
  });
  const askSignOutOthers = async () => {
    const ok = await confirm({
      title: 'Sign out all other sessions?',
      description: 'Every other browser and device signed in to your account will have to log in again.',
      confirmLabel: 'Sign out others',
    });
    if (ok) others.mutate();
  };

  const items = sessions.data?.items ?? [];
  const otherCount = items.filter((s) => !s.current).length;
  return (
    <Card aria-labelledby="security-sessions" className="security-card">
      <h2 id="security-sessions">Active sessions</h2>
      <p className="security-muted">The browsers and devices signed in to your account. Sign out any you do not recognise.</p>
      {sessions.isPending ? (
        <Spinner block label="Loading sessions..." />
      ) : sessions.isError ? (
        <div role="alert" className="security-error">
          <p>{errorMessage(sessions.error, 'Could not load your sessions.')}</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="security-sessions" aria-label="Active sessions">
            {items.map((s) => (
              <li
                key={s.id}
                className="security-session"
                aria-label={`${s.device ?? 'Unknown browser'}${s.current ? ' (this device)' : ''}`}
              >
                <div className="security-session__main">
                  <strong>{s.device ?? 'Unknown browser'}</strong> {s.current ? <Badge tone="primary">This device</Badge> : null}
                  <span className="security-muted">
                    Signed in {when(s.createdAt)} · Last active {when(s.lastSeenAt)}
                    {s.ip ? ` · ${s.ip}` : ''}
                  </span>
                </div>
                {s.current ? null : (
                  <Button variant="outline" size="sm" disabled={one.isPending} onClick={() => one.mutate(s)}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {otherCount === 0 ? (
            <p className="security-muted">No other sessions: you are signed in only here.</p>
          ) : (
            <div>
              <Button variant="destructive" size="sm" disabled={others.isPending} onClick={() => void askSignOutOthers()}>
                {others.isPending ? 'Signing out...' : 'Sign out all other sessions'}
              </Button>
            </div>
          )}
        </>
      )}
      {confirmDialog}
    </Card>
  );
}
