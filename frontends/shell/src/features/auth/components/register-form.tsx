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
  useAuth,
  usePasswordPolicy,
} from '@trap/ui';
import { applyServerFieldErrors } from '../../../shared/lib/server-errors.ts';

type RegisterInput = z.input<typeof registerRequestSchema>;
type RegisterOutput = z.output<typeof registerRequestSchema>;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const tierPriceText = (tier: Tier): string =>
  TIER_PRICES_INR[tier] === 0 ? 'Free' : `${inr.format(TIER_PRICES_INR[tier])} per year`;

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
    registerMutation.mutate(values, {
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
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register" className="auth-form">
      <FormField id="register-username" label="Username" hint="This will be your login name" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField id="register-display-name" label="Display Name" hint="This is how others will see you" error={errors.displayName?.message}>
        <Input autoComplete="nickname" {...form.register('displayName')} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        hint="Minimum 6 characters"
        describedBy="register-password-rules"
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <PasswordRules id="register-password-rules" password={password} />
      <FormField id="register-bio" label="Bio" labelSuffix="(optional)" error={errors.bio?.message}>
        <Textarea rows={3} {...form.register('bio')} />
      </FormField>
      <FormField id="register-avatar-url" label="Avatar URL" labelSuffix="(optional)" error={errors.avatarUrl?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('avatarUrl')} />
      </FormField>

      <div className="ui-field" role="group" aria-labelledby="tier-label">
        <span id="tier-label" className="ui-label">
          Select Membership Tier
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
                    {tierPriceText(tier)}
                  </span>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.membershipTier?.message ? (
          <p className="ui-field__error" role="alert">
            {errors.membershipTier.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" fullWidth size="lg" disabled={pending || isLoading}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
