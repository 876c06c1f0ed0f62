import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
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

const [CAMERA_W, CAMERA_H] = [640, 480];

/** One grey frame as a YUV4MPEG2 file Chromium's fake camera plays (looped), swapped in whole (a camera open on the old file keeps it). */
function writeCameraVideo(file: string, grey: Buffer): void {
  const chroma = Buffer.alloc((CAMERA_W / 2) * (CAMERA_H / 2) * 2, 128);
  writeFileSync(`${file}.new`, Buffer.concat([Buffer.from(`YUV4MPEG2 W${CAMERA_W} H${CAMERA_H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), grey, chroma]));
  renameSync(`${file}.new`, file);
}

/**
 * The check-in QR code the entrant's page shows, drawn into a 640×480 frame in the page itself: what
 * the organiser's phone camera (a browser from phoneWithCamera(file)) sees from the next Scan on.
 */
export async function cameraVideoOf(page: Page, file: string): Promise<void> {
  const grey = await page.evaluate(
    async ([W, H]) => {
      const svg = document.querySelector('figure.ci-code svg');
      if (!svg) throw new Error('no QR code on the page');
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const S = 420;
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, W, H);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(img, (W - S) / 2, (H - S) / 2, S, S);
      const rgba = ctx.getImageData(0, 0, W, H).data;
      let out = '';
      for (let i = 0; i < rgba.length; i += 4)
        out += String.fromCharCode(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
      return btoa(out);
    },
    [CAMERA_W, CAMERA_H] as const,
  );
  writeCameraVideo(file, Buffer.from(grey, 'base64'));
}

/** A browser whose camera plays `video` (a plain frame until cameraVideoOf draws a code into it), for the organiser's phone. */
export function phoneWithCamera(video: string): Promise<Browser> {
  if (!existsSync(video)) writeCameraVideo(video, Buffer.alloc(CAMERA_W * CAMERA_H, 200));
  const project = test.info().project.use;
  return chromium.launch({
    ...project.launchOptions,
    args: [
      ...(project.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** The shipped paper score card photos (six shooters, one round) and what the scorer marked on each. */
export const PAPER_CARDS = new URL('../../../frontends/ui/src/paper-card/test-fixtures/', import.meta.url);

/**
 * On a squad's scoring page: "Read a paper card", photograph each of `photos` in turn (PAPER_CARDS; again
 * with "Photograph it again"), and check that every box reads as the scorer marked it on that photo
 * (nothing to correct) and each shooter's total; nothing is saved yet. The kills of each shooter on the
 * last photo read, in the card's order.
 */
export async function readPaperCard(phone: Page, card: string, photos: string | readonly string[]): Promise<number[]> {
  const expected = JSON.parse(readFileSync(new URL('expected.json', PAPER_CARDS), 'utf8')) as { photos: Record<string, { marked: string[] }> };
  await phone.getByRole('button', { name: 'Read a paper card' }).click();
  await expect(phone.getByText(`Card ${card}:`, { exact: false })).toBeVisible();
  let kills: number[] = [];
  for (const [n, photo] of (typeof photos === 'string' ? [photos] : photos).entries()) {
    const marked = new Set(expected.photos[photo]!.marked);
    await phone.getByLabel(n === 0 ? 'Photograph the card' : 'Photograph it again').setInputFiles(new URL(photo, PAPER_CARDS).pathname);
    await expect(phone.getByTestId('paper-status')).toHaveText('Card read: check the marks, tap a box to change it.', { timeout: 60_000 });
    const wrongBoxes = async () => {
      const boxes = await phone.locator('[data-testid^="paper-box-"]').evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-testid')!.slice('paper-box-'.length).replace(/-/g, ':'), el.getAttribute('aria-pressed')] as const),
      );
      expect(boxes).toHaveLength(300);
      return boxes.filter(([key, pressed]) => (pressed === 'true') !== marked.has(key)).map(([key]) => key);
    };
    // a photo taken again replaces the marks once it is read (the status reads the same before and after)
    await expect.poll(wrongBoxes, { message: `${photo}: boxes read otherwise than marked`, timeout: 60_000 }).toEqual([]);
    kills = Array.from({ length: 6 }, (_, i) => [...marked].filter((k) => k.startsWith(`${i}:`)).length);
    for (const [i, k] of kills.entries()) await expect(phone.getByTestId(`paper-total-${i}`)).toHaveText(`${k}/25`);
  }
  return kills;
}
