/**
 * Writes the demo podcast episodes' audio (DEMO_MODE's catalogue, services/content/src/seed/demo-content.ts)
 * into public/audio/demo/, git-ignored: nothing large is committed, and each file lasts exactly as long
 * as its episode's stored duration says. WAV, 8 kHz, 8-bit PCM, mono (8 KB a second), which every
 * browser's <audio> plays and seeks with plain HTTP range requests.
 *
 * There is no recorded speech to ship, so an episode is a sketch of one: a three-note opening chime, then
 * two hosts talking as if heard through a wall (formant-synthesised syllables, phrases and turns between
 * a lower and a higher voice, no words) over quiet outdoor room tone, a soft chime between segments of
 * about four minutes, now and then a distant shot and a clay breaking, and the chime again at the end.
 * Deterministic (seeded by the file name), so a rebuild writes the same bytes; a file already there with
 * the right size and the current SOUND_VERSION (a marker file in the folder) is left alone.
 *
 * Runs before every shell build (package.json "build"); by hand:
 *   node frontends/shell/scripts/demo-audio.mjs [output folder]
 * The content service's test/seed/demo-catalogue.test.ts runs it into a temporary folder and checks each
 * file's real length against the seeded duration, so keep the two lists in step.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

// vowel formants (F1, F2, F3 in Hz) of an adult voice: a, e, i, o, u and the neutral schwa
const VOWELS = [
  [730, 1090, 2440],
  [530, 1840, 2480],
  [300, 2200, 2900],
  [570, 840, 2410],
  [320, 870, 2240],
  [500, 1500, 2500],
];

/**
 * A two-pole resonator with unity gain at 0 Hz (a formant of a cascade, as in Klatt's synthesiser);
 * `tune` sets its frequency (called every few samples: the formants glide slowly).
 */
function resonator(bw) {
  const r = Math.exp((-Math.PI * bw) / SAMPLE_RATE);
  const a2 = -r * r;
  let a1 = 0;
  let y1 = 0;
  let y2 = 0;
  return {
    tune(freq) {
      a1 = 2 * r * Math.cos((2 * Math.PI * freq) / SAMPLE_RATE);
    },
    step(x) {
      const y = (1 - a1 - a2) * x + a1 * y1 + a2 * y2;
      y2 = y1;
      y1 = y;
      return y;
    },
  };
}

/**
 * Two hosts talking, heard as if through a wall: no words, but syllables (a buzzing voice source through
 * three formants gliding between vowels, with a hiss for some consonants), phrases whose pitch falls
 * towards their end, pauses, and turns between a lower and a higher voice. Adds into `buf` from
 * `from` to `to` seconds.
 */
function conversation(buf, from, to, random) {
  const voices = [
    { f0: 112, scale: 1, gain: 0.5 },
    { f0: 196, scale: 1.14, gain: 0.42 },
  ];
  const bank = [resonator(90), resonator(110), resonator(170)];
  const ceiling = [3400, 3400, 3600];
  const formants = [...VOWELS[5]];
  let phase = 0;
  let jitter = 1;
  let tilt1 = 0;
  let tilt2 = 0;
  let hiss = 0;
  let t = from;
  let speaker = 0;
  while (t < to) {
    const voice = voices[speaker];
    const phrases = 2 + Math.floor(random() * 4);
    for (let p = 0; p < phrases && t < to; p++) {
      const syllables = 5 + Math.floor(random() * 12);
      const rise = random() < 0.25; // now and then a question
      for (let k = 0; k < syllables && t < to; k++) {
        const len = 0.11 + random() * 0.17;
        const start = Math.floor(t * SAMPLE_RATE);
        const end = Math.min(buf.length, Math.floor(Math.min(to, t + len) * SAMPLE_RATE));
        const target = VOWELS[Math.floor(random() * VOWELS.length)];
        const stress = random() < 0.3 ? 1.25 : 1;
        const consonant = random() < 0.45 ? 0.03 + random() * 0.04 : 0;
        const progress = k / syllables;
        const f0 = voice.f0 * stress * (rise && progress > 0.7 ? 1 + (progress - 0.7) * 1.2 : 1.08 - 0.2 * progress);
        const loud = voice.gain * (0.65 + 0.35 * random()) * (stress > 1 ? 1.15 : 1);
        for (let i = start; i < end; i++) {
          const s = (i - start) / SAMPLE_RATE;
          // formants glide towards this syllable's vowel (retuned every 8 samples, 1 ms)
          if ((i & 7) === 0) {
            for (let f = 0; f < 3; f++) {
              formants[f] += 0.032 * (target[f] * voice.scale - formants[f]);
              bank[f].tune(Math.min(ceiling[f], formants[f]));
            }
          }
          // the glottal buzz: a sawtooth with a little jitter from period to period, softened twice (the
          // voice's spectral tilt)
          phase += (f0 * jitter) / SAMPLE_RATE;
          if (phase >= 1) {
            phase -= 1;
            jitter = 1 + 0.012 * (random() - 0.5);
          }
          tilt1 += 0.12 * (phase - 0.5 - tilt1);
          tilt2 += 0.12 * (tilt1 - tilt2);
          const voiced = s < consonant ? 0 : Math.min(1, (s - consonant) / 0.02) * Math.min(1, (len - s) / 0.04);
          let x = voiced * tilt2 * 6;
          for (let f = 0; f < 3; f++) x = bank[f].step(x);
          // a consonant's hiss before the vowel: noise with its low end taken off
          let hissed = 0;
          if (s < consonant) {
            const n = random() * 2 - 1;
            hissed = 0.12 * (n - hiss);
            hiss = n;
          }
          buf[i] += loud * (Math.max(-1, Math.min(1, x)) + hissed);
        }
        t += len;
      }
      t += 0.2 + random() * 0.55; // the breath between phrases
    }
    t += 0.35 + random() * 0.8;
    speaker = 1 - speaker;
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
  // the hosts talk from after the opening chime to just before the closing one, in segments of about
  // four minutes, each marked by a softer two-note chime
  const segments = [];
  for (let s = 240; s < seconds - 60; s += 240) segments.push(s);
  let from = 3.5;
  for (const s of [...segments, seconds - 4]) {
    conversation(buf, from, s - 0.6, random);
    if (s < seconds - 4) chime(buf, s, [659.25, 523.25], 0.1);
    from = s + 2.2;
  }
  // a squad shooting on a far layout, now and then behind the voices
  for (let s = 30 + random() * 60; s < seconds - 8; s += 60 + random() * 90) shot(buf, s, random);
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

/** What the files sound like: a change to the sound bumps it, so folders written before are written again. */
export const SOUND_VERSION = 'two-hosts-1';

/** Writes every missing (or wrongly sized, or older-sounding) file into `dir`; returns the names it wrote. */
export function writeDemoAudio(dir, files = DEMO_AUDIO) {
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, '.sound-version');
  const current = existsSync(marker) && readFileSync(marker, 'utf8').trim() === SOUND_VERSION;
  const written = [];
  for (const [name, seconds] of files) {
    const file = join(dir, name);
    const bytes = HEADER_BYTES + seconds * SAMPLE_RATE;
    if (current && existsSync(file) && statSync(file).size === bytes) continue;
    writeFileSync(file, Buffer.concat([header(seconds * SAMPLE_RATE), episodeSamples(name, seconds)]));
    written.push(name);
  }
  writeFileSync(marker, `${SOUND_VERSION}\n`);
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../public/audio/demo'));
  const written = writeDemoAudio(dir);
  if (written.length) console.log(`demo audio: wrote ${written.length} episode file(s) to ${dir}`);
}
