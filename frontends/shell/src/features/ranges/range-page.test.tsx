import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentApi, rangeSlotsApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, mockRoute, mockRouteError, mockRoutePending, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import ShootingRangePage from './range-page.tsx';
import { bareRange as bare, range } from './test-fixtures.ts';

// the slot board below the record has its own tests; here it only waits
const server = setupApiServer(mockRoutePending(rangeSlotsApi.getRangeSlotBoard));
const open = () => renderScreen(<ShootingRangePage />, { path: '/shooting-ranges/r1', pattern: '/shooting-ranges/:id' });

describe('the shooting range page', () => {
  it('shows a spinner while the range loads', async () => {
    server.use(mockRoutePending(contentApi.ranges.get));
    open();
    expect(await screen.findByText('Loading range...')).toBeTruthy();
  });

  it('shows the whole record: name, features, programs, contact and hours', async () => {
    server.use(mockRoute(contentApi.ranges.get, ({ params }) => ({ ...range, id: String(params.id) })));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delhi Trap Club' })).toBeTruthy();
    const features = screen.getByRole('list', { name: 'Features' });
    expect(within(features).getByText('Verified')).toBeTruthy();
    expect(within(features).getByText('Skeet')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Programs' })).getByText('Beginner course')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Address and contact' });
    expect(within(contact).getByRole('link', { name: '+91 11 2345 6789' }).getAttribute('href')).toBe('tel:+911123456789');
    expect(within(screen.getByRole('region', { name: 'Opening hours' })).getByRole('rowheader', { name: 'Mon-Fri' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toBeTruthy();
  });

  it('says what is not listed for a range with an empty record', async () => {
    server.use(mockRoute(contentApi.ranges.get, bare));
    open();
    expect(await screen.findByText('No programs listed. Contact the range for coaching and events.')).toBeTruthy();
    expect(screen.getByText('No facilities listed.')).toBeTruthy();
    expect(screen.getByText('Opening hours not listed.')).toBeTruthy();
    expect(screen.getByText('Contact the range directly for current timings and fees.')).toBeTruthy();
    expect(screen.getByText('No map position listed for this range.')).toBeTruthy();
  });

  it('says an unknown range is not found, without a retry', async () => {
    server.use(mockRouteError(contentApi.ranges.get, 404, 'Shooting range not found'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Range not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This range does not exist or has been removed.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: '← All shooting ranges' })).toBeTruthy();
  });

  it('offers Try again when the server fails, and shows the range once it answers', () =>
    expectRetryableError(server, {
      route: contentApi.ranges.get,
      open,
      error: 'Internal server error',
      failed: () => screen.findByRole('heading', { level: 1, name: 'Could not load this range' }),
      answer: range,
      recovered: () => screen.findByRole('heading', { level: 1, name: 'Delhi Trap Club' }),
    }));

  it('offers Try again when the network fails, and shows the range once it answers', () =>
    expectRetryableError(server, {
      route: contentApi.ranges.get,
      failure: 'network',
      open,
      failed: () => screen.findByRole('heading', { level: 1, name: 'Could not load this range' }),
      answer: range,
      recovered: () => screen.findByRole('heading', { level: 1, name: 'Delhi Trap Club' }),
    }));
});
