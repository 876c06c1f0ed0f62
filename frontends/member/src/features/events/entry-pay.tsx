import { useState } from 'react';
import { ApiError, Button, FormField, Input } from '@trap/ui';
import { useEventsT } from './texts/texts.ts';
import { usePayEntry, type Entry } from './entries-api.ts';
import { failureText, money } from './event-texts.ts';

/**
 * Pay for an entry awaiting payment (entered, or a place offered from the waiting list), with a promo
 * code when the member has one: auth takes it off the entry's price as it does at a membership's
 * checkout, and a code that does not apply is said under the field.
 */
export function PayEntry({ entry }: { entry: Entry }) {
  const pay = usePayEntry();
  const { t, language } = useEventsT();
  const [code, setCode] = useState('');
  const promoError = pay.error instanceof ApiError ? pay.error.fields?.promoCode : undefined;
  // the server's message, in the page's language when it is one of the entries' known messages
  const failure = pay.error && !promoError ? failureText(t, language, pay.error) : null;
  return (
    <form
      className="ev-actions"
      onSubmit={(ev) => {
        ev.preventDefault();
        const promoCode = code.trim();
        pay.mutate(promoCode ? { entryId: entry.id, promoCode } : { entryId: entry.id });
      }}
    >
      <FormField label={t('promoCode')} error={promoError}>
        <Input
          value={code}
          onChange={(ev) => (setCode(ev.target.value), pay.reset())}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={80}
        />
      </FormField>
      <Button size="sm" type="submit" disabled={pay.isPending}>
        {pay.isPending ? t('entries.paying') : t('entries.pay', { amount: money(entry.pricePaise, language) })}
      </Button>
      {failure ? (
        <p className="pr-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

/** What a paid entry cost when a promo code took part of its price off (nothing otherwise). */
export function PaidWithPromo({ entry }: { entry: Entry }) {
  const { t, language } = useEventsT();
  if (entry.status !== 'paid' || !entry.paidPaise || entry.paidPaise >= entry.pricePaise) return null;
  return <span className="ev-row__meta">{t('paidWithPromo', { amount: money(entry.paidPaise, language) })}</span>;
}
