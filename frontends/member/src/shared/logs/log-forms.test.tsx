import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MentalAssessment } from '@trap/contracts';
import { practiceApi, practiceLogsApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { MentalLogPanel } from './mental-log.tsx';

const routes = practiceLogsApi.mentalAssessments;
const stored = (over: Partial<MentalAssessment> = {}): MentalAssessment => ({
  id: '6750a1b2c3d4e5f6a7b8c9d1',
  userId: 'u-member',
  date: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
  confidenceLevel: 7,
  focusLevel: 8,
  stressLevel: 3,
  anxietyLevel: 2,
  moodDescription: '',
  preSessionNotes: '',
  postSessionNotes: '',
  sessionId: null,
  isPreSession: true,
  ...over,
});

const server = setupApiServer(mockRoute(practiceApi.listSessions, { items: [], total: 0 }));
const open = () => renderScreen(<MentalLogPanel />, { path: '/journal', user: testUser() });
const fillLevels = async (form: HTMLElement) => {
  for (const [label, value] of [
    ['Confidence', '7'],
    ['Focus', '8'],
    ['Stress', '3'],
    ['Anxiety', '2'],
  ]) {
    await userEvent.clear(within(form).getByLabelText(label!));
    await userEvent.type(within(form).getByLabelText(label!), value!);
  }
};

describe('a log form (the mental assessments)', () => {
  it('when a member logs an entry, then it is sent, "saved" is said and the form closes', async () => {
    const sent: unknown[] = [];
    server.use(
      mockRoute(routes.list, { items: [], total: 0 }),
      mockRoute(routes.create, async ({ request }) => {
        sent.push(await request.json());
        return stored();
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add mental assessment' }));
    const form = screen.getByRole('form', { name: 'Log a mental assessment' });
    await fillLevels(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mental assessment saved')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ confidenceLevel: 7, focusLevel: 8, stressLevel: 3, anxietyLevel: 2, isPreSession: true }),
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Log a mental assessment' })).toBeNull());
  });

  it('when the server refuses a field, then its message is under that field; a refusal of no field is said above the buttons; the form stays', async () => {
    const answers = [
      apiError(400, 'Validation failed', { fields: { focusLevel: 'Focus must be from 1 to 10' } }),
      apiError(500, 'Internal server error'),
    ];
    server.use(
      mockRoute(routes.list, { items: [], total: 0 }),
      mockRoute(routes.create, () => answers.shift()!),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add mental assessment' }));
    const form = screen.getByRole('form', { name: 'Log a mental assessment' });
    await fillLevels(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Focus must be from 1 to 10')).toBeTruthy();
    expect(within(form).getByLabelText('Focus').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText('Validation failed')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByText('Internal server error')).getAttribute('role')).toBe('alert');
    expect(within(form).queryByText('Focus must be from 1 to 10')).toBeNull();
    expect(screen.getByRole('form', { name: 'Log a mental assessment' })).toBeTruthy();
  });

  it('when an entry is edited, then it is replaced in place and "updated" is said; Cancel leaves it as it was', async () => {
    const replaced: { id: unknown; body: unknown }[] = [];
    server.use(
      mockRoute(routes.list, { items: [stored()], total: 1 }),
      mockRoute(routes.update, async ({ params, request }) => {
        const body = (await request.json()) as Partial<MentalAssessment>;
        replaced.push({ id: params.id, body });
        return stored(body);
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit mental assessment of / }));
    let form = screen.getByRole('form', { name: 'Edit mental assessment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit mental assessment' })).toBeNull();
    expect(replaced).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Edit mental assessment of / }));
    form = screen.getByRole('form', { name: 'Edit mental assessment' });
    await userEvent.clear(within(form).getByLabelText('Focus'));
    await userEvent.type(within(form).getByLabelText('Focus'), '9');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mental assessment updated')).toBeTruthy();
    expect(replaced).toEqual([{ id: stored().id, body: expect.objectContaining({ focusLevel: 9, confidenceLevel: 7 }) }]);
  });
});
