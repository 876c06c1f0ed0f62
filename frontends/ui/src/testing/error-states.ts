/**
 * The error state every screen that loads something has: an alert saying what failed, and a
 * Try again that asks again and shows the answer. One home for that case, so each screen's test
 * names only its route, its words and what it shows once the server answers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { expect } from 'vitest';
import type { RouteRef } from '../api/route-call.ts';
import { apiError, mockRoute, type Answer, type MockRequest, type RouteResolver } from './api-mocks.ts';

export interface RetryableErrorCase<R extends RouteRef> {
  /** The route that fails until Try again is clicked. */
  route: R;
  /** How it fails: the API's 500 (its message 'Internal server error'), or at the network. */
  failure?: 'server' | 'network';
  /** Renders the screen (the route is mocked by then). */
  open: () => unknown;
  /** What the alert says while the route fails (left out where it says only the browser's own words for a network failure). */
  error?: string;
  /** Finds what else the screen shows while the route fails, e.g. its heading. */
  failed?: () => Promise<unknown>;
  /** What the route answers once Try again is clicked. */
  answer: RouteResolver<R>;
  /** Finds what the screen shows of that answer, e.g. `() => screen.findByText('Meera Iyer')` (rejects when it is not shown). */
  recovered: () => Promise<unknown>;
}

/**
 * The screen says `error` in an alert while `route` fails, and once the route answers, its Try again
 * (in the alert, or beside it where the alert is only the message) asks again and the screen shows `recovered`.
 */
export async function expectRetryableError<R extends RouteRef>(
  server: ReturnType<typeof setupServer>,
  { route, failure = 'server', open, error, failed, answer, recovered }: RetryableErrorCase<R>,
): Promise<void> {
  let failing = true;
  server.use(
    mockRoute(route, (req) => {
      if (failing) return failure === 'network' ? HttpResponse.error() : apiError(500);
      return typeof answer === 'function' ? (answer as (req: MockRequest) => Answer<R> | Promise<Answer<R>>)(req) : answer;
    }),
  );
  open();
  const alert = await screen.findByRole('alert');
  if (error !== undefined) expect(alert.textContent).toContain(error);
  await failed?.();
  const tryAgain = within(alert).queryByRole('button', { name: 'Try again' }) ?? (await screen.findByRole('button', { name: 'Try again' }));
  failing = false;
  await userEvent.click(tryAgain);
  await recovered();
}
