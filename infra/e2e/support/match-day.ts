import { expect, type Page } from '@playwright/test';
import { apiPost } from './fixtures.ts';

export interface SquadInput {
  name: string;
  shooters: { name: string; userId?: string; category?: 'open' | 'women' | 'junior' | 'veteran' }[];
}

/**
 * Match day: a club event for tomorrow and a live Olympic Trap shoot of it with the given squads (an
 * hour apart), made through the API by whoever `page` is signed in as (the demo admin in the specs).
 */
export async function createClubShoot(page: Page, title: string, squads: SquadInput[]): Promise<{ id: string; code: string }> {
  const iso = (d: Date) => d.toISOString();
  const event = await apiPost(page, '/api/club-events', {
    title,
    description: '',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: iso(new Date(Date.now() + 86_400_000)),
    endDate: iso(new Date(Date.now() + 86_400_000 + 6 * 3600_000)),
    organizer: 'Pink City Trap Club',
    contactEmail: 'shoots@pinkcity.example',
    contactPhone: '+91 90000 10022',
    maxParticipants: 40,
  });
  expect(event.status(), await event.text()).toBe(201);
  const day = new Date(Date.now() - 2 * 3600_000);
  const shoot = await apiPost(page, '/api/shoots', {
    eventId: ((await event.json()) as { id: string }).id,
    title,
    disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
    squads: squads.map((s, i) => ({
      name: s.name,
      discipline: 'olympic-trap',
      startsAt: iso(new Date(day.getTime() + i * 3600_000)),
      shooters: s.shooters,
    })),
  });
  expect(shoot.status(), await shoot.text()).toBe(201);
  return (await shoot.json()) as { id: string; code: string };
}
