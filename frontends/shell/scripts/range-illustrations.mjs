/**
 * Writes the demo ranges' illustrations into public/images/ranges/: six small SVG scenes (a national
 * academy's covered line, a layout under wooded hills, one near the coast, one on dry scrubland, one
 * on the river plains, one under floodlights), so the directory's cards show where a range is rather
 * than one placeholder 25 times. The seed (services/content/src/seed/demo-content.ts, RANGE_SETTING)
 * picks one per range. The files are committed; run this only after changing a scene:
 *   node frontends/shell/scripts/range-illustrations.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const W = 400;
const H = 225;

const sky = (stops) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;

/** The clay in flight and its dashed path. */
const clay = (x, y, trail = '#FFFFFF') =>
  `<path d="M200 150 Q${(200 + x) / 2} ${y - 40} ${x - 20} ${y + 4}" fill="none" stroke="${trail}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="4 6"/>` +
  `<g transform="translate(${x} ${y}) rotate(-10)"><ellipse cy="4" rx="16" ry="5" fill="#C43E12"/><ellipse rx="16" ry="5" fill="#FF5722"/><ellipse cy="-1" rx="6" ry="1.8" fill="#FF8A65"/></g>`;

/** The trap house (a low bunker with its opening) and the five stations in an arc. */
const layout = (ground, stations = '#F5F1E6') =>
  `<path d="M0 165 Q200 150 400 165 V225 H0z" fill="${ground}"/>` +
  `<path d="M160 166 h80 l-8 -12 h-64z" fill="#E9E3D5"/><rect x="160" y="166" width="80" height="8" fill="#B8AE98"/><rect x="190" y="158" width="20" height="5" fill="#3A3A3A" opacity=".7"/>` +
  `<g fill="${stations}">${[
    [100, 204],
    [146, 199],
    [194, 197],
    [242, 199],
    [288, 204],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="20" height="6" rx="2"/>`)
    .join('')}</g>`;

const tree = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-2" y="-4" width="4" height="16" fill="#4A3B2A"/><circle cy="-14" r="12" fill="${fill}"/><circle cx="-9" cy="-6" r="8" fill="${fill}"/><circle cx="9" cy="-6" r="8" fill="${fill}"/></g>`;

const palm = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke-linecap="round"><path d="M0 0 Q4 -30 2 -58" stroke="#5B4632" stroke-width="4"/><g stroke="#2F6B3A" stroke-width="4"><path d="M2 -58 Q-18 -66 -30 -52"/><path d="M2 -58 Q22 -68 34 -52"/><path d="M2 -58 Q-6 -78 -22 -80"/><path d="M2 -58 Q14 -80 28 -78"/><path d="M2 -58 Q2 -74 4 -84"/></g></g>`;

const acacia = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 V-22 M0 -14 L-10 -26 M0 -16 L9 -28" stroke="#5B4632" stroke-width="3" fill="none"/><ellipse cy="-30" rx="26" ry="7" fill="#6F7F3A"/></g>`;

const mast = (x) =>
  `<g><rect x="${x - 1.5}" y="60" width="3" height="104" fill="#5A6270"/><rect x="${x - 12}" y="52" width="24" height="9" rx="2" fill="#E8EDF5"/><path d="M${x - 12} 61 L${x - 46} 150 H${x + 46} L${x + 12} 61z" fill="#FFF6C8" opacity=".12"/></g>`;

const SCENES = {
  academy: {
    title:
      'The covered firing line of a national shooting academy: a long stand with a shade roof and floodlight masts beside a trap layout on a mown green field, under a clear sky',
    svg:
      sky([
        [0, '#8EC5E8'],
        ['.7', '#D7ECF5'],
        [1, '#EAF4F2'],
      ]) +
      `<g fill="#DADFE6"><rect x="18" y="96" width="118" height="60"/><rect x="264" y="96" width="118" height="60"/></g>` +
      `<g fill="#9AA4B2"><path d="M10 96 L144 82 V96z"/><path d="M256 82 L390 96 H256z"/></g>` +
      `<g fill="#B7C0CC">${[0, 1, 2, 3, 4]
        .map((i) => `<rect x="${28 + i * 22}" y="112" width="12" height="28"/><rect x="${274 + i * 22}" y="112" width="12" height="28"/>`)
        .join('')}</g>` +
      mast(150) +
      mast(250) +
      `<path d="M0 150 Q200 140 400 150 V225 H0z" fill="#7DB35A"/>` +
      layout('#5E9A3E') +
      clay(318, 44, '#FFFFFF'),
  },
  hills: {
    title:
      'A trap layout below wooded hills in the early morning: the trap house and five stations in the foreground and an orange clay rising against the green slopes',
    svg:
      sky([
        [0, '#BFD9E6'],
        ['.6', '#F3E3C3'],
        [1, '#F2C58A'],
      ]) +
      `<path d="M0 110 L60 62 L120 96 L190 40 L262 92 L320 58 L400 100 V170 H0z" fill="#6E8F77"/>` +
      `<path d="M0 132 L70 94 L150 124 L230 84 L310 120 L400 96 V170 H0z" fill="#4E7358"/>` +
      [30, 66, 330, 364].map((x, i) => tree(x, 150 - (i % 2) * 4, 0.9, '#2F5A3C')).join('') +
      layout('#6A8F45') +
      clay(300, 70),
  },
  coast: {
    title:
      'A small trap layout near the coast: coconut palms behind the field and the sea on the horizon under a warm evening sky, a clay in flight',
    svg:
      sky([
        [0, '#F7B267'],
        ['.55', '#F4845F'],
        [1, '#F27059'],
      ]) +
      `<circle cx="96" cy="116" r="22" fill="#FFE3B3" opacity=".85"/>` +
      `<rect y="120" width="${W}" height="34" fill="#3C6E8F"/><path d="M0 126 H400" stroke="#FFE3B3" stroke-opacity=".35" stroke-width="2" stroke-dasharray="18 14"/>` +
      `<path d="M0 150 Q200 138 400 150 V225 H0z" fill="#8DA35C"/>` +
      palm(34, 160, 1) +
      palm(62, 164, 0.8) +
      palm(352, 160, 1.05) +
      palm(382, 166, 0.75) +
      layout('#6F8F3F') +
      clay(296, 58),
  },
  dry: {
    title: 'A trap layout on dry scrubland under a pale, hot sky, with a low rocky ridge and a few acacia trees behind it',
    svg:
      sky([
        [0, '#E3EEF5'],
        ['.6', '#F6E7C8'],
        [1, '#F0D6A2'],
      ]) +
      `<path d="M0 128 L50 108 L96 118 L150 96 L212 116 L268 100 L330 114 L400 104 V170 H0z" fill="#C39A6B"/>` +
      `<g fill="#A87F55"><ellipse cx="120" cy="146" rx="14" ry="6"/><ellipse cx="286" cy="142" rx="18" ry="7"/></g>` +
      acacia(44, 156, 1) +
      acacia(350, 154, 1.1) +
      acacia(250, 150, 0.7) +
      layout('#C9B07A', '#FFFDF5') +
      clay(312, 52, '#8A6A44'),
  },
  plains: {
    title:
      'A flat trap range on the river plains: a line of trees along the far bank of a wide river behind the layout, under a grey monsoon sky',
    svg:
      sky([
        [0, '#9AA8B5'],
        ['.6', '#C9D2D8'],
        [1, '#DDE3E4'],
      ]) +
      `<path d="M40 70 q20 -18 44 -6 q16 -16 36 0 q18 2 14 16 H46 q-14 -2 -6 -10z" fill="#F1F3F4" opacity=".8"/>` +
      `<path d="M250 52 q22 -16 44 -4 q18 -12 34 2 q14 6 6 16 H256 q-16 -2 -6 -14z" fill="#F1F3F4" opacity=".7"/>` +
      [14, 48, 84, 120, 280, 318, 352, 388].map((x, i) => tree(x, 126 + (i % 3), 0.75, i % 2 ? '#3D6B45' : '#4A7A4E')).join('') +
      `<path d="M0 134 Q200 128 400 134 V152 Q200 146 0 152z" fill="#7E97A6"/>` +
      `<path d="M0 150 Q200 144 400 150 V225 H0z" fill="#7FA457"/>` +
      layout('#679146') +
      clay(104, 60),
  },
  floodlit: {
    title: 'A trap layout under floodlights at dusk, the clay lit orange against a deep blue sky and the stations bright on the dark field',
    svg:
      sky([
        [0, '#13294B'],
        ['.6', '#2B4C7E'],
        [1, '#54628C'],
      ]) +
      `<g fill="#FFFFFF" opacity=".7"><circle cx="40" cy="30" r="1.2"/><circle cx="120" cy="18" r="1"/><circle cx="230" cy="26" r="1.2"/><circle cx="372" cy="16" r="1"/><circle cx="300" cy="40" r="0.9"/></g>` +
      mast(70) +
      mast(330) +
      `<path d="M0 150 Q200 140 400 150 V225 H0z" fill="#2E4A2E"/>` +
      `<ellipse cx="200" cy="182" rx="190" ry="34" fill="#FFF6C8" opacity=".12"/>` +
      layout('#3B5E36', '#FFF3C4') +
      clay(246, 64, '#FFF3C4'),
  },
};

export function rangeIllustration(name) {
  const { title, svg } = SCENES[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t"><title id="t">${title}</title>${svg}</svg>`;
}

export const RANGE_SCENES = Object.keys(SCENES);

const dir = join(dirname(fileURLToPath(import.meta.url)), '../public/images/ranges');
mkdirSync(dir, { recursive: true });
for (const name of RANGE_SCENES) writeFileSync(join(dir, `${name}.svg`), `${rangeIllustration(name)}\n`);
console.log(`range illustrations: wrote ${RANGE_SCENES.length} files to ${dir}`);
