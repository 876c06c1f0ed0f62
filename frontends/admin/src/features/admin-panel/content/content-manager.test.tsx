import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShootingTip } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { TIPS } from './content-kinds.ts';
import { ContentManager } from './content-manager.tsx';

const tip = (id: string, tipText: string, over: Partial<ShootingTip> = {}): ShootingTip => ({
  id,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  category: 'Stance',
  difficulty: 'beginner',
  tipText,
  imageUrl: null,
  tags: [],
  sourceUrl: null,
  author: null,
  ...over,
});
const stance = tip('6750a1b2c3d4e5f6a7b8c9d1', 'Keep your weight on the front foot.');
const focus = tip('6750a1b2c3d4e5f6a7b8c9d2', 'Look at the target, not the bead.', { category: 'Focus', difficulty: 'intermediate' });

const server = setupApiServer();
const open = () => renderScreen(<ContentManager kind={TIPS} />, { path: '/admin/content', user: testUser({ role: 'content_admin' }) });

describe('the admin panel’s content list (tips)', () => {
  it('shows a spinner while the tips load', async () => {
    server.use(mockRoutePending(contentApi.tips.list));
    open();
    expect(await screen.findByText('Loading tips...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
  });

  it('says when there are no tips yet, and when none matches the filters', async () => {
    server.use(mockRoute(contentApi.tips.list, []));
    open();
    expect(await screen.findByText('No tips yet.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Mental');
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('says the tips could not be loaded, with Try again', () =>
    expectRetryableError(server, {
      route: contentApi.tips.list,
      open,
      error: 'Tips could not be loaded: Internal server error',
      answer: [stance],
      recovered: () => screen.findByText(stance.tipText),
    }));

  it('says the tips could not be loaded when the network fails, with Try again', () =>
    expectRetryableError(server, {
      route: contentApi.tips.list,
      failure: 'network',
      open,
      error: 'Tips could not be loaded',
      answer: [stance],
      recovered: () => screen.findByText(stance.tipText),
    }));

  it('lists the tips with their category and difficulty, and sends the filters to the server', async () => {
    const asked: string[] = [];
    server.use(
      mockRoute(contentApi.tips.list, ({ url }) => {
        asked.push(url.search);
        return url.searchParams.get('category') === 'Focus' ? [focus] : [stance, focus];
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Tips' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('intermediate')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Focus');
    await waitFor(() => expect(within(list).queryByText(stance.tipText)).toBeNull());
    expect(within(list).getByText(focus.tipText)).toBeTruthy();
    expect(asked.at(-1)).toBe('?limit=20&offset=0&category=Focus');
  });

  it('deletes a tip after asking, and brings it back with Undo', async () => {
    let tips = [stance, focus];
    const recreated: unknown[] = [];
    server.use(
      mockRoute(contentApi.tips.list, () => tips),
      mockRoute(contentApi.tips.remove, ({ params }) => {
        tips = tips.filter((t) => t.id !== params.id);
        return undefined;
      }),
      mockRoute(contentApi.tips.create, async ({ request }) => {
        const body = (await request.json()) as { tipText: string };
        recreated.push(body);
        tips = [stance, focus];
        return stance;
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Tips' });
    await userEvent.click(within(list).getByRole('button', { name: `Delete ${stance.tipText}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this shooting tip?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete shooting tip' }));
    const undo = await screen.findByRole('status');
    expect(undo.textContent).toContain(`Deleted “${stance.tipText}”.`);
    await screen.findByText(focus.tipText);
    expect(screen.queryByText(stance.tipText, { selector: '.ap-row__title' })).toBeNull();
    await userEvent.click(within(undo).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Shooting tip restored')).toBeTruthy();
    expect(await screen.findByText(stance.tipText, { selector: '.ap-row__title' })).toBeTruthy();
    expect(recreated).toMatchObject([{ tipText: stance.tipText, category: 'Stance', difficulty: 'beginner' }]);
  });
});
