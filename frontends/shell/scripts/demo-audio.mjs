/**
 * Writes the demo podcast episodes' audio (DEMO_MODE's catalogue, services/content/src/seed/demo-content.ts)
 * into public/audio/demo/, git-ignored: nothing large is committed, and each file lasts exactly as long
 * as its episode's stored duration says. WAV, 8 kHz, 8-bit PCM, mono (8 KB a second), which every
 * browser's <audio> plays and seeks with plain HTTP range requests.
 *
 * There is no speech to ship, so an episode is a gentle sketch of a range: a three-note opening chime,
 * quiet outdoor room tone, now and then a distant shot and a clay breaking, a soft chime between
 * segments, and the chime again at the end. Deterministic (seeded by the file name), so a rebuild
 * writes the same bytes; a file already there with the right size is left alone.
 *
 * Runs before every shell build (package.json "build"); by hand:
 *   node frontends/shell/scripts/demo-audio.mjs [output folder]
 * The content service's test/seed/demo-catalogue.test.ts runs it into a temporary folder and checks each
 * file's real length against the seeded duration, so keep the two lists in step.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** The demo episodes' audio files and their lengths in seconds (the seed's `duration`). */
export const DEMO_AUDIO = [
  ['episode-01.wav', 572],
  ['episode-02.wav', 725],
  ['episode-03.wav', 941],
  ['episode-04.wav', 618],
  ['episode-05.wav', 707],
  ['episode-06.wav', 446],
  ['episode-07.wav', 489],
  ['episode-08.wav', 413],
  ['episode-09.wav', 418],
  ['episode-10.wav', 794],
  ['episode-11.wav', 576],
  ['episode-12.wav', 962],
];

/** mulberry32: a small seeded generator, so every build writes the same file. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (name) => [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

function header(samples) {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + samples, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // PCM format chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE, 28); // bytes a second: 1 channel x 1 byte
  h.writeUInt16LE(1, 32); // block align
  h.writeUInt16LE(8, 34); // bits a sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(samples, 40);
  return h;
}

/** Adds a decaying sine chord (the chime) at `start` seconds into the float buffer. */
function chime(buf, start, freqs, gain) {
  const len = Math.floor(1.6 * SAMPLE_RATE);
  freqs.forEach((f, n) => {
    const at = Math.floor((start + n * 0.35) * SAMPLE_RATE);
    for (let i = 0; i < len && at + i < buf.length; i++) {
      const t = i / SAMPLE_RATE;
      buf[at + i] += gain * Math.exp(-3 * t) * Math.min(1, t * 200) * Math.sin(2 * Math.PI * f * t);
    }
  });
}

/** A distant shot (a low thump) and, a beat later, the clay breaking (a short bright crackle). */
function shot(buf, start, random) {
  const at = Math.floor(start * SAMPLE_RATE);
  let lp = 0;
  for (let i = 0; i < 0.5 * SAMPLE_RATE && at + i < buf.length; i++) {
    const t = i / SAMPLE_RATE;
    lp += 0.12 * (random() * 2 - 1 - lp);
    buf[at + i] += 0.7 * Math.exp(-14 * t) * lp + 0.08 * Math.exp(-9 * t) * Math.sin(2 * Math.PI * 70 * t);
  }
  const brk = at + Math.floor((0.35 + random() * 0.15) * SAMPLE_RATE);
  for (let i = 0; i < 0.12 * SAMPLE_RATE && brk + i < buf.length; i++) {
    buf[brk + i] += 0.08 * Math.exp(-30 * (i / SAMPLE_RATE)) * (random() * 2 - 1);
  }
}

/** One episode's samples as 8-bit unsigned PCM. */
export function episodeSamples(name, seconds) {
  const n = seconds * SAMPLE_RATE;
  const random = rng(seedOf(name));
  const buf = new Float32Array(n);
  // room tone: brown-ish noise, slowly breathing like wind over an open field
  let brown = 0;
  for (let i = 0; i < n; i++) {
    brown = 0.995 * brown + 0.05 * (random() * 2 - 1);
    const wind = 0.7 + 0.3 * Math.sin((2 * Math.PI * i) / (SAMPLE_RATE * 23));
    buf[i] = 0.08 * wind * brown;
  }
  const OPEN = [523.25, 659.25, 783.99];
  chime(buf, 0.3, OPEN, 0.22);
  // segments of about four minutes, each marked by a softer two-note chime
  for (let s = 240; s < seconds - 60; s += 240) chime(buf, s, [659.25, 523.25], 0.1);
  // a squad shooting on a far layout: a shot every 20 to 60 seconds
  for (let s = 8 + random() * 20; s < seconds - 8; s += 20 + random() * 40) shot(buf, s, random);
  chime(buf, Math.max(0, seconds - 3), OPEN, 0.2);
  // a short fade in and out, then 8-bit
  const out = Buffer.alloc(n);
  const fade = SAMPLE_RATE / 4;
  for (let i = 0; i < n; i++) {
    const g = Math.min(1, i / fade, (n - 1 - i) / fade);
    const v = Math.round(128 + 127 * Math.max(-1, Math.min(1, buf[i] * g)));
    out[i] = v;
  }
  return out;
}

/** Writes every missing (or wrongly sized) file into `dir`; returns the names it wrote. */
export function writeDemoAudio(dir) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const [name, seconds] of DEMO_AUDIO) {
    const file = join(dir, name);
    const bytes = HEADER_BYTES + seconds * SAMPLE_RATE;
    if (existsSync(file) && statSync(file).size === bytes) continue;
    writeFileSync(file, Buffer.concat([header(seconds * SAMPLE_RATE), episodeSamples(name, seconds)]));
    written.push(name);
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../public/audio/demo'));
  const written = writeDemoAudio(dir);
  if (written.length) console.log(`demo audio: wrote ${written.length} episode file(s) to ${dir}`);
}
