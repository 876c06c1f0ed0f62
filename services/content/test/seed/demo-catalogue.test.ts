import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, readSync, closeSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContent } from '../../src/seed/demo-content.ts';

/**
 * The demo catalogue against the files the shell ships with it: each podcast's audio (written at
 * build time by frontends/shell/scripts/demo-audio.mjs) lasts exactly the episode's stored duration,
 * each shooter's portrait exists and is not the placeholder, and the texts read like a real site's.
 * No store: the catalogue is built in memory, as the seed builds it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHELL_PUBLIC = path.join(ROOT, 'frontends/shell/public');
const data = demoContent(new Date('2026-01-15T06:00:00Z'), (entity, key) => `${entity}:${key}`);
const docs = (entity: string) => data[entity]!.map((s) => s.doc);

/** A WAV file's format and real length, read from its RIFF header. */
function wavInfo(file: string) {
  const fd = openSync(file, 'r');
  const h = Buffer.alloc(44);
  readSync(fd, h, 0, 44, 0);
  closeSync(fd);
  const byteRate = h.readUInt32LE(28);
  return {
    riff: h.toString('ascii', 0, 4) + h.toString('ascii', 8, 12),
    format: h.readUInt16LE(20),
    channels: h.readUInt16LE(22),
    sampleRate: h.readUInt32LE(24),
    bits: h.readUInt16LE(34),
    seconds: h.readUInt32LE(40) / byteRate,
    dataMatchesFile: 44 + h.readUInt32LE(40) === statSync(file).size,
  };
}

describe('the demo podcasts', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'demo-audio-'));
    // the generator the shell's build runs, into a folder of its own
    execFileSync(process.execPath, [path.join(ROOT, 'frontends/shell/scripts/demo-audio.mjs'), dir], { stdio: 'pipe' });
    // ≈ 10 s of one core's work (59 MB of synthesised audio): 55 s at load 17, past 120 s at load 28 on two cores
  }, 360_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("each episode's audio file is a playable WAV exactly as long as the episode's stored duration", () => {
    const podcasts = docs('podcast');
    expect(podcasts).toHaveLength(12);
    const files = new Set<string>();
    for (const p of podcasts) {
      const url = p.audioUrl as string;
      expect(url).toMatch(/^\/audio\/demo\/episode-\d{2}\.wav$/);
      files.add(url);
      const info = wavInfo(path.join(dir, path.basename(url)));
      expect(info, `${p.title as string}`).toEqual({
        riff: 'RIFFWAVE',
        format: 1, // PCM
        channels: 1,
        sampleRate: 8000,
        bits: 8,
        seconds: p.duration,
        dataMatchesFile: true,
      });
      // plausible episode lengths: 6 to 25 minutes
      expect(p.duration as number).toBeGreaterThanOrEqual(6 * 60);
      expect(p.duration as number).toBeLessThanOrEqual(25 * 60);
    }
    expect(files.size, 'every episode has a file of its own').toBe(podcasts.length);
  });

  it('an episode is not silence: it has a chime at the start and sound throughout', () => {
    const bytes = readFileSync(path.join(dir, 'episode-01.wav')).subarray(44);
    const peak = (from: number, to: number) => {
      let max = 0;
      for (let i = from; i < to; i++) max = Math.max(max, Math.abs(bytes[i]! - 128));
      return max;
    };
    expect(peak(0, 3 * 8000)).toBeGreaterThan(20);
    for (let minute = 1; minute < 9; minute++) expect(peak(minute * 60 * 8000, (minute * 60 + 60) * 8000)).toBeGreaterThan(2);
  });

  it('an episode has the rhythm of people talking: mostly voice, with pauses between phrases, every minute', () => {
    const bytes = readFileSync(path.join(dir, 'episode-01.wav')).subarray(44);
    const rms = (from: number) => {
      let sum = 0;
      for (let i = from; i < from + 400; i++) sum += ((bytes[i]! - 128) / 127) ** 2;
      return Math.sqrt(sum / 400);
    };
    for (let minute = 1; minute < 9; minute++) {
      // 50 ms windows: speech is loud most of the time and quiet in its pauses
      const windows = Array.from({ length: 1200 }, (_, w) => rms(minute * 60 * 8000 + w * 400));
      const loud = windows.filter((r) => r > 0.08).length / windows.length;
      const quiet = windows.filter((r) => r < 0.04).length / windows.length;
      expect(loud, `minute ${minute}`).toBeGreaterThan(0.45);
      expect(quiet, `minute ${minute}`).toBeGreaterThan(0.1);
    }
  });

  it('a folder written by an older sound is written again, a current one is left alone', async () => {
    const { writeDemoAudio } = (await import(pathToFileURL(path.join(ROOT, 'frontends/shell/scripts/demo-audio.mjs')).href)) as {
      writeDemoAudio: (dir: string, files: [string, number][]) => string[];
    };
    const own = mkdtempSync(path.join(tmpdir(), 'demo-audio-version-'));
    try {
      const files: [string, number][] = [['short.wav', 5]];
      expect(writeDemoAudio(own, files)).toEqual(['short.wav']);
      expect(writeDemoAudio(own, files)).toEqual([]);
      writeFileSync(path.join(own, '.sound-version'), 'an-older-sound\n');
      expect(writeDemoAudio(own, files)).toEqual(['short.wav']);
      expect(readFileSync(path.join(dir, '.sound-version'), 'utf8')).toBe(readFileSync(path.join(own, '.sound-version'), 'utf8'));
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('the committed placeholder clip is gone', () => {
    expect(existsSync(path.join(SHELL_PUBLIC, 'audio/placeholders/podcast-episode.mp3'))).toBe(false);
  });
});

describe('the demo shooters', () => {
  it('each shooter, featured ones first, has a portrait of their own shipped with the shell, not a placeholder', () => {
    const shooters = docs('shooter');
    expect(shooters.filter((s) => s.featured).length).toBeGreaterThanOrEqual(4);
    const placeholder = readFileSync(path.join(SHELL_PUBLIC, 'images/placeholders/shooter.svg'), 'utf8');
    const seen = new Set<string>();
    for (const s of shooters) {
      const url = s.imageUrl as string;
      expect(url).toMatch(/^\/images\/shooters\/[a-z-]+\.svg$/);
      expect(url).not.toContain('placeholder');
      const file = path.join(SHELL_PUBLIC, url);
      expect(existsSync(file), `${url} exists`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).not.toBe(placeholder);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      // its own text alternative names the shooter
      expect(svg).toContain(`<title id="t">Illustrated portrait of ${s.name as string},`);
      // small: a few KB each
      expect(statSync(file).size).toBeLessThan(6_000);
      seen.add(svg);
    }
    expect(seen.size, 'no two shooters share a portrait').toBe(shooters.length);
  });
});

describe('the demo podcast and AMA images', () => {
  it("every episode carries the show's cover, and every AMA session its guest's portrait, both shipped with the shell", () => {
    const covers = new Set(docs('podcast').map((p) => p.imageUrl as string));
    expect([...covers]).toEqual(['/images/podcast/trap-india-podcast.svg']);
    expect(readFileSync(path.join(SHELL_PUBLIC, [...covers][0]!), 'utf8')).toMatch(
      /<title id="t">The Trap India Podcast's cover[^<]+<\/title>/,
    );
    const portraitOf = new Map(data.shooter!.map((s) => [`shooter:${s.key}`, s.doc.imageUrl as string]));
    for (const a of docs('ama')) {
      expect(a.imageUrl, a.title as string).toBe(portraitOf.get(a.shooterId as string));
      expect(existsSync(path.join(SHELL_PUBLIC, a.imageUrl as string))).toBe(true);
    }
  });
});

describe('the demo blog', () => {
  it("each post shows its category's illustration, shipped with the shell, not the placeholder", () => {
    for (const p of docs('blog_post')) {
      const url = p.imageUrl as string;
      expect(url).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/);
      const svg = readFileSync(path.join(SHELL_PUBLIC, url), 'utf8');
      expect(svg).toMatch(/<title id="t">[^<]{20,}<\/title>/);
    }
    expect(new Set(docs('blog_post').map((p) => p.imageUrl)).size).toBe(5);
  });
});

describe('the demo texts', () => {
  it('every blog post has a body of its own, several hundred words, with no template paragraphs or filler', () => {
    const posts = docs('blog_post');
    const paragraphs = new Map<string, string>();
    for (const p of posts) {
      const body = p.content as string;
      const words = body.split(/\s+/).length;
      if (p.status !== 'draft') expect(words, p.title as string).toBeGreaterThan(180);
      expect(body).not.toMatch(/lorem|ipsum|Filed under|Small, repeatable details decide scores/i);
      for (const para of body.split(/\n\n+/).filter((x) => x.length > 40)) {
        expect(paragraphs.get(para), `"${para.slice(0, 40)}..." appears in two posts`).toBeUndefined();
        paragraphs.set(para, p.title as string);
      }
    }
  });

  it("each tip is signed by a demo shooter whose bio fits its category (the physiotherapist's fitness, the range officer's safety)", () => {
    const names = new Set(docs('shooter').map((s) => s.name));
    const byCategory = new Map<string, Set<unknown>>();
    for (const t of docs('shooting_tip')) {
      expect(names.has(t.author), t.tipText as string).toBe(true);
      byCategory.set(t.category as string, (byCategory.get(t.category as string) ?? new Set()).add(t.author));
    }
    for (const authors of byCategory.values()) expect(authors.size).toBeLessThanOrEqual(2);
    expect(byCategory.get('Fitness')).toContain('Sana Qureshi');
    expect(byCategory.get('Safety')).toContain('Vikram Choudhary');
  });

  it('AMA sessions and podcast episodes each have a description of their own, and past sessions transcripts of their own', () => {
    for (const entity of ['ama', 'podcast']) {
      const descriptions = docs(entity).map((d) => d.description as string);
      expect(new Set(descriptions).size, entity).toBe(descriptions.length);
    }
    const transcripts = docs('ama')
      .filter((a) => a.status === 'completed')
      .map((a) => a.transcript as string);
    expect(transcripts.length).toBeGreaterThan(0);
    expect(new Set(transcripts).size).toBe(transcripts.length);
    for (const t of transcripts) expect(t).toMatch(/^Q: .+\nA: .+/);
  });

  it('the fictional ranges list a +91 phone that cannot ring anyone, a street address and a website on a reserved domain; the real ones get no invented contact', () => {
    const ranges = docs('shooting_range');
    const fictional = ranges.filter((r) => r.verified);
    const real = ranges.filter((r) => !r.verified);
    expect(fictional.length).toBeGreaterThanOrEqual(20);
    for (const r of fictional) {
      // +91, an STD code, then a subscriber number starting with 0 (the trunk prefix, which no subscriber number starts with)
      expect(r.contact, r.name as string).toMatch(/^\+91 [1-9]\d{1,2} 0\d{2,3} \d{4}$/);
      expect((r.contact as string).replace(/\D/g, '')).toHaveLength(12);
      expect(r.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(r.email).toMatch(/@[a-z0-9-]+\.example$/);
      expect(r.fullAddress).toMatch(new RegExp(`${r.city as string}.*\\d{6}$`));
      expect(r.description).not.toMatch(/fictional|demo/i);
    }
    for (const r of real) {
      expect(r.contact).toBeNull();
      expect(r.website).toBeNull();
    }
    expect(new Set(fictional.map((r) => r.contact)).size).toBe(fictional.length);
  });

  it('each range shows an illustration of its setting shipped with the shell, and the clubs do not all share one timetable, program list or price', () => {
    const ranges = docs('shooting_range');
    const images = new Set<string>();
    for (const r of ranges) {
      const url = r.imageUrl as string;
      expect(url, r.name as string).toMatch(/^\/images\/ranges\/[a-z]+\.svg$/);
      const svg = readFileSync(path.join(SHELL_PUBLIC, url), 'utf8');
      expect(svg).toMatch(/<title id="t">[^<]{40,}<\/title>/);
      expect(statSync(path.join(SHELL_PUBLIC, url)).size).toBeLessThan(6_000);
      expect(r.galleryImages).toEqual([]);
      images.add(url);
    }
    expect(images.size).toBe(6);
    const fictional = ranges.filter((r) => r.verified);
    const distinct = (f: (r: Record<string, unknown>) => unknown) => new Set(fictional.map((r) => JSON.stringify(f(r)))).size;
    expect(distinct((r) => r.openingHours)).toBeGreaterThanOrEqual(3);
    expect(distinct((r) => r.programs)).toBeGreaterThanOrEqual(4);
    expect(distinct((r) => r.facilities)).toBeGreaterThanOrEqual(3);
    expect(distinct((r) => r.membershipInfo)).toBeGreaterThanOrEqual(4);
    // every description is the range's own, the real ranges' too
    expect(new Set(ranges.map((r) => r.description)).size).toBe(ranges.length);
    for (const r of ranges) expect((r.description as string).length, r.name as string).toBeGreaterThan(100);
  });
});
