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
  formatDateTime,
  Input,
  PasswordRules,
  Spinner,
  toast,
  useAuth,
  useConfirm,
  useMessageText,
  usePasswordPolicy,
  type MessageTable,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { VerifyEmailNotice } from '../../shared/account/verify-email-notice.tsx';
import { changePassword, sessionsQuery, signOutOthers, signOutSession } from './security-api.ts';
import './security.css';
import { ACCOUNT_SECURITY_NS, useAccountSecurityT } from './texts/texts.ts';

const PASSWORDS_DIFFER = 'Passwords do not match';

const changeFormSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
type ChangeForm = z.infer<typeof changeFormSchema>;

/**
 * The auth service's messages only this page shows (English, word for word as SPEC writes them), each
 * with its text here; the contract's and the password policy's are @trap/ui's shared catalogue. One
 * neither knows shows as it came; English is the message itself.
 */
const MESSAGE_TEXTS: MessageTable = [
  { message: ACCOUNT_MESSAGES.currentPasswordRequired, textKey: 'messages.currentPasswordRequired' },
  { message: ACCOUNT_MESSAGES.currentPasswordWrong, textKey: 'messages.currentPasswordWrong' },
  { message: ACCOUNT_MESSAGES.newPasswordSame, textKey: 'messages.newPasswordSame' },
  { message: ACCOUNT_MESSAGES.passwordChanged, textKey: 'messages.passwordChanged' },
  { message: PASSWORDS_DIFFER, textKey: 'messages.passwordsDiffer' },
];

/** /profile/security: the e-mail's verification, change password, and the active sessions. */
export default function SecurityPage() {
  const { user } = useAuth();
  const { t } = useAccountSecurityT();
  if (!user) return null;
  return (
    <Container>
      <div className="security-page">
        <p className="security-back">
          <Link to="/profile">{t('backToDashboard')}</Link>
        </p>
        <h1 className="security-title">{t('title')}</h1>
        <VerifyEmailNotice />
        <Card aria-labelledby="security-email" className="security-card">
          <h2 id="security-email">{t('emailTitle')}</h2>
          <p className="security-email">
            <span>{user.email}</span>{' '}
            {user.emailVerified ? <Badge tone="success">{t('verified')}</Badge> : <Badge tone="warning">{t('notVerified')}</Badge>}
          </p>
          <p className="security-muted">
            <Trans ns={ACCOUNT_SECURITY_NS} i18nKey="emailChange" components={{ edit: <Link to="/profile/edit" /> }} />
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
  const { t } = useAccountSecurityT();
  const messageText = useMessageText({ t, table: MESSAGE_TEXTS });
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
      toast({ title: t('passwordChanged'), description: messageText(res.message), variant: 'success' });
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
      if (!placed) setFormError(messageText(errorMessage(error, t('changeFailed'))) ?? null);
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
      <h2 id="security-password">{t('passwordTitle')}</h2>
      <form onSubmit={onSubmit} noValidate aria-label={t('passwordForm')} className="security-form">
        {formError ? (
          <p className="ui-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <FormField id="security-current" label={t('currentPassword')} error={messageText(errors.currentPassword?.message)}>
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField
          id="security-new"
          label={t('newPassword')}
          describedBy="security-new-rules"
          error={messageText(errors.newPassword?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <PasswordRules id="security-new-rules" password={newPassword} />
        <FormField id="security-confirm" label={t('confirmPassword')} error={messageText(errors.confirmPassword?.message)}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <p className="security-muted">{t('othersSignedOutNote')}</p>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('changing') : t('change')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const { t, language } = useAccountSecurityT();
  const when = (iso: string) => formatDateTime(iso, language);
  const [confirm, confirmDialog] = useConfirm();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const one = useMutation({
    mutationFn: (s: ActiveSession) => signOutSession(s.id),
    onSuccess: () => {
      toast({ title: t('sessionSignedOut'), variant: 'success' });
      refresh();
    },
    onError: (e) => {
      toast({ title: t('sessionSignOutFailed'), description: errorMessage(e), variant: 'destructive' });
      refresh();
    },
  });
  const others = useMutation({
    mutationFn: signOutOthers,
    onSuccess: (res) => {
      toast({
        title: t('othersSignedOut'),
        description: t('othersSignedOutCount', { count: res.signedOut }),
        variant: 'success',
      });
      refresh();
    },
    onError: (e) => toast({ title: t('othersSignOutFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const askSignOutOthers = async () => {
    const ok = await confirm({
      title: t('confirmTitle'),
      description: t('confirmDescription'),
      confirmLabel: t('confirmLabel'),
    });
    if (ok) others.mutate();
  };

  const items = sessions.data?.items ?? [];
  const otherCount = items.filter((s) => !s.current).length;
  return (
    <Card aria-labelledby="security-sessions" className="security-card">
      <h2 id="security-sessions">{t('sessionsTitle')}</h2>
      <p className="security-muted">{t('sessionsIntro')}</p>
      {sessions.isPending ? (
        <Spinner block label={t('loadingSessions')} />
      ) : sessions.isError ? (
        <div role="alert" className="security-error">
          <p>{errorMessage(sessions.error, t('sessionsFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="security-sessions" aria-label={t('sessionsList')}>
            {items.map((s) => (
              <li
                key={s.id}
                className="security-session"
                aria-label={
                  s.current ? t('thisDeviceSuffix', { device: s.device ?? t('unknownBrowser') }) : (s.device ?? t('unknownBrowser'))
                }
              >
                <div className="security-session__main">
                  <strong>{s.device ?? t('unknownBrowser')}</strong> {s.current ? <Badge tone="primary">{t('thisDevice')}</Badge> : null}
                  <span className="security-muted">
                    {t('signedInAt', { signedIn: when(s.createdAt), lastActive: when(s.lastSeenAt) })}
                    {s.ip ? ` · ${s.ip}` : ''}
                  </span>
                </div>
                {s.current ? null : (
                  <Button variant="outline" size="sm" disabled={one.isPending} onClick={() => one.mutate(s)}>
                    {t('signOut')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {otherCount === 0 ? (
            <p className="security-muted">{t('noOthers')}</p>
          ) : (
            <div>
              <Button variant="destructive" size="sm" disabled={others.isPending} onClick={() => void askSignOutOthers()}>
                {others.isPending ? t('signingOut') : t('signOutOthers')}
              </Button>
            </div>
          )}
        </>
      )}
      {confirmDialog}
    </Card>
  );
}
