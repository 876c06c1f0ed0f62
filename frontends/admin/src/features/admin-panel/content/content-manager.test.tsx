import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShootingTip } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
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

describe('the admin panel’s content list in Hindi', () => {
  inLanguage('hi');
  it('reads in Hindi when the page is in Hindi: the list, its pages, the delete question and the form', async () => {
    const many = Array.from({ length: 21 }, (_, i) => tip(`6750a1b2c3d4e5f6a7b8c9${String(i).padStart(2, '0')}`, `Tip number ${i + 1}`));
    server.use(mockRoute(contentApi.tips.list, ({ url }) => (url.searchParams.get('offset') === '0' ? many.slice(0, 20) : many.slice(20))));
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'टिप्स' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'टिप्स' });
    expect(screen.getByRole('searchbox', { name: 'टिप्स सर्च करें' })).toBeTruthy();
    // the kind's own words: its filters, their options and the list's badges
    const category = screen.getByRole('combobox', { name: 'कैटेगरी' });
    expect(within(category).getByRole('option', { name: 'कोई भी कैटेगरी' })).toBeTruthy();
    expect(within(category).getByRole('option', { name: 'मेंटल' })).toBeTruthy();
    expect(within(list).getAllByText('स्टांस')).toHaveLength(20);
    expect(within(list).getAllByText('शुरुआती')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'टिप्स के पेज' });
    expect(within(pager).getByText('पेज 1')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'डिलीट करें: Tip number 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'यह शूटिंग टिप डिलीट करें?' });
    expect(within(dialog).getByText('“Tip number 1” साइट से हट जाता है। कुछ सेकंड तक आप इसे अनडू कर सकते हैं।')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    await userEvent.click(screen.getByRole('button', { name: 'शूटिंग टिप जोड़ें' }));
    const form = await screen.findByRole('form', { name: 'शूटिंग टिप जोड़ें' });
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'टिप का टेक्स्ट' })).toBeTruthy();
    expect(within(form).getByText('कॉमा से अलग करें')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'शूटिंग टिप जोड़ें' }));
    expect(await within(form).findByText('कृपया नीचे मार्क किए गए फ़ील्ड ठीक करें।')).toBeTruthy();
  });
});
