import type { RequestHandler } from 'express';
import { clientKey, type ApiRouter, type AuthContext } from '@trap/kit';
import { authPaymentsApi } from '@trap/contracts/api/index';
import type { PaymentsService } from './payments.service.ts';
import { invoiceHtml } from './invoice-html.ts';
import type { PromoGuesses } from '../promo-codes/promo-guess-limit.ts';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function paymentsRoutes(api: ApiRouter, svc: PaymentsService, promoGuesses: PromoGuesses): void {
  const noStoreHeader: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  const noStore = { before: [noStoreHeader] };
  // a code's refusal says why, so tries naming a code are budgeted per member and client address (promo-guess-limit.ts)
  const guarded = <T>(auth: AuthContext, ip: string | undefined, code: string | undefined, run: () => Promise<T>): Promise<T> =>
    promoGuesses.guarded({ userId: auth.userId, address: clientKey(ip) }, code, run);
  api.handle(
    authPaymentsApi.quote,
    ({ auth, params, query, req }) =>
      guarded(auth, req.ip, query.promoCode || undefined, () => svc.quote(auth, params.tier, query.promoCode || undefined)),
    noStore,
  );
  api.handle(authPaymentsApi.createOrder, ({ auth, body, req }) =>
    guarded(auth, req.ip, body.promoCode || undefined, () =>
      svc.createOrder(auth, body.tier, new Date(), body.promoCode || undefined, body.autoRenew),
    ),
  );
  api.handle(authPaymentsApi.createEventEntryOrder, ({ auth, body, req }) =>
    guarded(auth, req.ip, body.promoCode || undefined, () => svc.createEventEntryOrder(auth, body.entryId, body.promoCode || undefined)),
  );
  api.handle(authPaymentsApi.getOrder, ({ auth, params }) => svc.getOrder(auth, params.id), noStore);
  api.handle(authPaymentsApi.cancelOrder, ({ auth, params, body }) => svc.cancel(auth, params.id, body.reason));
  api.handle(authPaymentsApi.callback, ({ auth, body }) => svc.callback(auth, body));
  // the signature covers the raw body as the gateway sent it (the kit keeps it as req.rawBody)
  api.handle(authPaymentsApi.webhook, ({ req }) =>
    svc.webhook(
      (req as { rawBody?: Buffer }).rawBody,
      header(req.headers['x-razorpay-signature']),
      header(req.headers['x-razorpay-event-id']),
    ),
  );
  api.handle(authPaymentsApi.testGateway, ({ auth, params, body }) => svc.testGateway(auth, params.id, body.outcome));
  api.handle(authPaymentsApi.plan, ({ auth }) => svc.plan(auth), noStore);
  api.handle(authPaymentsApi.autoRenew, ({ auth, body }) => svc.setAutoRenew(auth, body.autoRenew));
  api.handle(authPaymentsApi.cancelPlan, ({ auth }) => svc.cancelPlan(auth));
  api.handle(authPaymentsApi.startTrial, ({ auth, body }) => svc.startTrial(auth, body.tier));
  api.handle(authPaymentsApi.invoice, async ({ auth, params, res }) => {
    const invoice = await svc.invoice(auth, params.id);
    res.set('Cache-Control', 'private, no-store');
    res.type('html').status(200).send(invoiceHtml(invoice));
  });
}
