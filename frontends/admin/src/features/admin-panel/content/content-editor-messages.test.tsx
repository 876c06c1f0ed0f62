import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { TAGS } from './content-kinds.ts';
import { ContentEditor } from './content-editor.tsx';

// the service's answers (catalog.service): a kind's taken unique field, then a duplicate of no field
const SLUG_TAKEN = 'A tag with this slug already exists';
const EXISTS = 'That already exists';
const answers: Response[] = [];
setupApiServer(mockRoute(contentApi.tags.update, () => answers.shift()!));
const tag = { id: '6750a1b2c3d4e5f6a7b8c9d1', name: 'Wind', slug: 'wind', color: null, contentType: null, isActive: true };
const open = () =>
  renderScreen(<ContentEditor kind={TAGS} item={tag} onDone={() => {}} />, { path: '/admin/content', user: testUser({ role: 'content_admin' }) });

/** Saves twice: the first answer refuses the slug, the second the item. */
async function saveTwice(save: string, [slugMessage, existsMessage]: [string, string]) {
  answers.push(apiError(409, SLUG_TAKEN, { code: 'CONFLICT', fields: { slug: SLUG_TAKEN } }), apiError(409, EXISTS, { code: 'CONFLICT' }));
  open();
  await userEvent.click(screen.getByRole('button', { name: save }));
  expect(await screen.findByText(slugMessage)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: save }));
  expect((await screen.findByText(existsMessage)).getAttribute('role')).toBe('alert');
}

describe('the content editor’s server messages', () => {
  it('in English: the field’s message and the refusal, as the server wrote them', async () => {
    await saveTwice('Save changes', [SLUG_TAKEN, EXISTS]);
  });

  it('in Hindi: both read in Hindi', async () => {
    await switchLanguage('hi');
    await saveTwice('बदलाव सेव करें', ['इस स्लग का टैग पहले से है', 'यह पहले से मौजूद है']);
    expect(screen.queryByText(SLUG_TAKEN)).toBeNull();
  });
});
