import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { registerRequestSchema, TIER_LABELS, TIER_PRICES_INR, TIERS, type Tier } from '@trap/contracts';
import {
  Button,
  FormField,
  Input,
  Label,
  PasswordRules,
  RadioGroup,
  RadioGroupItem,
  Textarea,
  formatRupees,
  useAuth,
  usePasswordPolicy,
  type Language,
  type TFunction,
} from '@trap/ui';
import { applyServerFieldErrors } from '../../../shared/lib/server-errors.ts';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';
import { useFieldErrorText } from '../field-error-text.ts';

type RegisterInput = z.input<typeof registerRequestSchema>;
type RegisterOutput = z.output<typeof registerRequestSchema>;

/** Free, or ₹1,999 per year (rupees with Indian grouping, in the page's language). */
const tierPriceText = (tier: Tier, t: TFunction, language: Language): string =>
  TIER_PRICES_INR[tier] === 0
    ? t('auth.register.free')
    : t('auth.register.perYear', { price: formatRupees(TIER_PRICES_INR[tier], language) });

export function RegisterForm({
  initialTier,
  onRegistered,
  onSubmitStart,
}: {
  initialTier: Tier;
  onRegistered: (tier: Tier) => void;
  onSubmitStart: (active: boolean) => void;
}) {
  const { registerMutation, isLoading } = useAuth();
  const { t, language } = useShellPageT();
  const errorText = useFieldErrorText();
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { username: '', displayName: '', email: '', password: '', bio: '', avatarUrl: '', membershipTier: initialTier },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const pending = registerMutation.isPending;
  const passwordPolicy = usePasswordPolicy();
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit((values) => {
    // the server's policy (security settings) after SPEC 5's rules: its message, without a round trip
    const policy = passwordPolicy(values.password);
    if (policy) {
      form.setError('password', { message: policy }, { shouldFocus: true });
      return;
    }
    onSubmitStart(true);
    // the account starts in the language the visitor reads the page in (their e-mails and notifications follow it)
    registerMutation.mutate(
      { ...values, language },
      {
        onSuccess: () => onRegistered(values.membershipTier),
        onError: (error) => {
          onSubmitStart(false);
          applyServerFieldErrors(
            error,
            form.setError,
            ['username', 'password', 'email', 'displayName', 'bio', 'avatarUrl', 'membershipTier'],
            'username',
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.form')} className="auth-form">
      <FormField
        id="register-username"
        label={t('auth.register.username')}
        hint={t('auth.register.usernameHint')}
        error={errorText(errors.username?.message)}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField
        id="register-display-name"
        label={t('auth.register.displayName')}
        hint={t('auth.register.displayNameHint')}
        error={errorText(errors.displayName?.message)}
      >
        <Input autoComplete="nickname" {...form.register('displayName')} />
      </FormField>
      <FormField id="register-email" label={t('auth.register.email')} error={errorText(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField
        id="register-password"
        label={t('auth.register.password')}
        hint={t('auth.register.passwordHint')}
        describedBy="register-password-rules"
        error={errorText(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <PasswordRules id="register-password-rules" password={password} />
      <FormField
        id="register-bio"
        label={t('auth.register.bio')}
        labelSuffix={t('auth.register.optional')}
        error={errorText(errors.bio?.message)}
      >
        <Textarea rows={3} {...form.register('bio')} />
      </FormField>
      <FormField
        id="register-avatar-url"
        label={t('auth.register.avatarUrl')}
        labelSuffix={t('auth.register.optional')}
        error={errorText(errors.avatarUrl?.message)}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('avatarUrl')} />
      </FormField>

      <div className="ui-field" role="group" aria-labelledby="tier-label">
        <span id="tier-label" className="ui-label">
          {t('auth.register.tier')}
        </span>
        <Controller
          control={form.control}
          name="membershipTier"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby="tier-label"
              value={field.value}
              onValueChange={(v) => field.onChange(v as Tier)}
              className="auth-tiers"
              aria-invalid={errors.membershipTier ? true : undefined}
            >
              {TIERS.map((tier) => (
                <div key={tier} className={field.value === tier ? 'auth-tier is-selected' : 'auth-tier'}>
                  <RadioGroupItem value={tier} id={`tier-${tier}`} aria-describedby={`tier-${tier}-price`} />
                  <Label htmlFor={`tier-${tier}`} className="auth-tier__label">
                    {TIER_LABELS[tier]}
                  </Label>
                  <span id={`tier-${tier}-price`} className="auth-tier__price">
                    {tierPriceText(tier, t, language)}
                  </span>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.membershipTier?.message ? (
          <p className="ui-field__error" role="alert">
            {errorText(errors.membershipTier.message)}
          </p>
        ) : null}
      </div>

      <Button type="submit" fullWidth size="lg" disabled={pending || isLoading}>
        {pending ? t('auth.register.creating') : t('auth.register.create')}
      </Button>
    </form>
  );
}
