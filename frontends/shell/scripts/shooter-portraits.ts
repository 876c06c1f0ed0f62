/**
 * Draws the demo catalogue's featured-shooter portraits (services/content/src/seed/demo-content.ts)
 * as small flat SVG illustrations in public/images/shooters/: each shooter's own colours, hair or
 * turban, shooting glasses with their lens tint, a trap vest with its shoulder pad, and a clay in flight
 * behind. Illustrations, not photographs: every shooter in the demo is fictional. The head sits in the
 * middle band, so the 16:9 crop of the home page's cards keeps the face. Run after changing a portrait:
 *   npx tsx frontends/shell/scripts/shooter-portraits.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Hair = 'short' | 'long' | 'bun' | 'braid' | 'cap' | 'patka' | 'grey' | 'curly';
interface Portrait {
  slug: string;
  name: string;
  sky: [string, string];
  skin: string;
  hair: Hair;
  hairColour: string;
  vest: string;
  shirt: string;
  lens: string;
  beard?: 'stubble' | 'full' | 'moustache';
  earmuffs?: string;
  detail: string;
}

export const PORTRAITS: Portrait[] = [
  {
    slug: 'aarav-mehta',
    name: 'Aarav Mehta',
    sky: ['#F6C177', '#E98A4B'],
    skin: '#C98B5E',
    hair: 'short',
    hairColour: '#1E1512',
    vest: '#2F4858',
    shirt: '#F2E8CF',
    lens: '#F59E0B',
    beard: 'stubble',
    detail: 'in a slate trap vest and amber shooting glasses',
  },
  {
    slug: 'ishita-rao',
    name: 'Ishita Rao',
    sky: ['#A7D3C9', '#4F9D8D'],
    skin: '#B5774F',
    hair: 'braid',
    hairColour: '#20140F',
    vest: '#7A2E3A',
    shirt: '#FFFFFF',
    lens: '#F97316',
    earmuffs: '#1F2937',
    detail: 'with a long braid, ear defenders and orange lenses, in a maroon coaching vest',
  },
  {
    slug: 'kabir-singh-sandhu',
    name: 'Kabir Singh Sandhu',
    sky: ['#BFD7EA', '#5B8DB8'],
    skin: '#C68E63',
    hair: 'patka',
    hairColour: '#1D4E89',
    vest: '#3A3A3A',
    shirt: '#E5E7EB',
    lens: '#EAB308',
    beard: 'full',
    detail: 'in a blue patka with a full beard, yellow lenses and a charcoal vest',
  },
  {
    slug: 'meera-krishnan',
    name: 'Meera Krishnan',
    sky: ['#F4C2C2', '#C9627A'],
    skin: '#8D5A3B',
    hair: 'bun',
    hairColour: '#140D0A',
    vest: '#1F6F5C',
    shirt: '#FDF6E3',
    lens: '#A855F7',
    detail: 'with her hair in a bun, violet lenses and a green skeet vest',
  },
  {
    slug: 'rohan-deshpande',
    name: 'Rohan Deshpande',
    sky: ['#D9E4C4', '#8AA35E'],
    skin: '#B98358',
    hair: 'cap',
    hairColour: '#C2410C',
    vest: '#4B5563',
    shirt: '#DBEAFE',
    lens: '#FB923C',
    beard: 'moustache',
    detail: 'in an orange cap, with a moustache and a grey vest',
  },
  {
    slug: 'ananya-bose',
    name: 'Ananya Bose',
    sky: ['#FDE2B8', '#E3A857'],
    skin: '#A86E47',
    hair: 'long',
    hairColour: '#1A1110',
    vest: '#2E3A87',
    shirt: '#FFF7ED',
    lens: '#F59E0B',
    earmuffs: '#B91C1C',
    detail: 'with long hair, red ear defenders and an indigo vest',
  },
  {
    slug: 'vikram-choudhary',
    name: 'Vikram Choudhary',
    sky: ['#E7E2D5', '#A69B82'],
    skin: '#A7704A',
    hair: 'grey',
    hairColour: '#D1D5DB',
    vest: '#5C4033',
    shirt: '#F8FAFC',
    lens: '#78716C',
    beard: 'moustache',
    detail: 'a veteran with grey hair, a grey moustache and a brown leather vest',
  },
  {
    slug: 'sana-qureshi',
    name: 'Sana Qureshi',
    sky: ['#CDE7F0', '#5FA8C4'],
    skin: '#C08A62',
    hair: 'long',
    hairColour: '#3B2417',
    vest: '#0F766E',
    shirt: '#FEFCE8',
    lens: '#EC4899',
    detail: 'with shoulder-length brown hair, rose lenses and a teal vest',
  },
  {
    slug: 'arjun-nair',
    name: 'Arjun Nair',
    sky: ['#C7E9B0', '#5E9E4B'],
    skin: '#7B4B2E',
    hair: 'curly',
    hairColour: '#120C0A',
    vest: '#334155',
    shirt: '#E0F2FE',
    lens: '#F97316',
    beard: 'stubble',
    detail: 'with curly hair, stubble and a navy vest',
  },
  {
    slug: 'priya-thakur',
    name: 'Priya Thakur',
    sky: ['#DCE3F5', '#7D8FC9'],
    skin: '#D3A07A',
    hair: 'cap',
    hairColour: '#1E3A8A',
    vest: '#6B2D5C',
    shirt: '#FFFFFF',
    lens: '#FACC15',
    earmuffs: '#111827',
    detail: 'in a navy cap, ear defenders and a plum double trap vest',
  },
  {
    slug: 'dev-malhotra',
    name: 'Dev Malhotra',
    sky: ['#F1DDBF', '#B98B5A'],
    skin: '#BE8660',
    hair: 'short',
    hairColour: '#6B7280',
    vest: '#1F2937',
    shirt: '#FDE68A',
    lens: '#94A3B8',
    beard: 'full',
    detail: 'a coach with greying hair and beard, clear lenses and a black vest',
  },
  {
    slug: 'nisha-patel',
    name: 'Nisha Patel',
    sky: ['#FFD6A5', '#F08A5D'],
    skin: '#B07A52',
    hair: 'braid',
    hairColour: '#2A1A12',
    vest: '#166534',
    shirt: '#FEF3C7',
    lens: '#F59E0B',
    detail: 'with a braid, amber lenses and a green club vest',
  },
];

const f = (n: number) => Math.round(n * 10) / 10;

function hairBack(p: Portrait): string {
  const c = p.hairColour;
  if (p.hair === 'long') return `<path d="M138 170 Q136 95 200 92 Q264 95 262 170 L270 262 Q200 280 130 262 Z" fill="${c}"/>`;
  if (p.hair === 'braid')
    return `<path d="M142 160 Q140 96 200 94 Q260 96 258 160 Z" fill="${c}"/><path d="M246 200 q22 30 8 64 q-4 14 -2 30" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  if (p.hair === 'bun') return `<circle cx="200" cy="92" r="24" fill="${c}"/>`;
  return '';
}

function hairFront(p: Portrait): string {
  const c = p.hairColour;
  switch (p.hair) {
    case 'short':
    case 'grey':
      return `<path d="M143 160 Q140 100 200 98 Q262 100 257 160 Q250 126 200 124 Q152 126 143 160 Z" fill="${c}"/>`;
    case 'curly':
      return `<g fill="${c}">${[150, 170, 190, 210, 230, 250].map((x, i) => `<circle cx="${x}" cy="${116 - (i % 2) * 6}" r="17"/>`).join('')}<circle cx="143" cy="140" r="12"/><circle cx="257" cy="140" r="12"/></g>`;
    case 'long':
    case 'braid':
    case 'bun':
      return `<path d="M142 158 Q142 102 200 100 Q258 102 258 158 Q236 124 196 122 Q160 126 142 158 Z" fill="${c}"/>`;
    case 'cap':
      return `<path d="M140 146 Q140 98 200 96 Q260 98 260 146 Z" fill="${c}"/><path d="M138 146 Q200 132 286 152 Q250 160 140 152 Z" fill="${c}" opacity=".85"/><circle cx="200" cy="98" r="5" fill="#fff" opacity=".5"/>`;
    case 'patka':
      return `<path d="M138 158 Q134 92 200 88 Q266 92 262 158 Q232 132 200 132 Q168 132 138 158 Z" fill="${c}"/><path d="M158 112 Q200 96 242 112" stroke="#fff" stroke-opacity=".25" stroke-width="4" fill="none"/><circle cx="200" cy="86" r="14" fill="${c}"/>`;
  }
}

function beard(p: Portrait): string {
  const c = p.hair === 'grey' ? '#9CA3AF' : p.hair === 'short' && p.hairColour === '#6B7280' ? '#6B7280' : p.hairColour;
  if (p.beard === 'full') return `<path d="M148 180 Q150 246 200 250 Q250 246 252 180 Q240 214 200 216 Q160 214 148 180 Z" fill="${c}"/>`;
  if (p.beard === 'moustache')
    return `<path d="M180 206 Q200 196 220 206 Q200 202 180 206 Z" fill="${c}" stroke="${c}" stroke-width="5" stroke-linejoin="round"/>`;
  if (p.beard === 'stubble')
    return `<path d="M152 190 Q156 240 200 244 Q244 240 248 190 Q238 222 200 224 Q162 222 152 190 Z" fill="${c}" opacity=".25"/>`;
  return '';
}

export function portraitSvg(p: Portrait): string {
  const [top, bottom] = p.sky;
  const title = `Illustrated portrait of ${p.name}, ${p.detail}`;
  const clayX = 300 + (p.slug.length % 5) * 12;
  const clayY = 70 + (p.slug.length % 3) * 14;
  const muffs = p.earmuffs
    ? `<path d="M140 150 Q200 74 260 150" stroke="${p.earmuffs}" stroke-width="8" fill="none"/><rect x="126" y="150" width="22" height="40" rx="10" fill="${p.earmuffs}"/><rect x="252" y="150" width="22" height="40" rx="10" fill="${p.earmuffs}"/>`
    : `<ellipse cx="143" cy="172" rx="8" ry="13" fill="${p.skin}"/><ellipse cx="257" cy="172" rx="8" ry="13" fill="${p.skin}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">`,
    `<title id="t">${title}</title>`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#s)"/>`,
    // the trap field's far edge and a clay in flight
    `<path d="M0 300 Q100 288 200 296 T400 292 V400 H0 Z" fill="#000" opacity=".12"/>`,
    `<g transform="translate(${clayX} ${clayY}) rotate(-12)"><ellipse rx="20" ry="6" cy="4" fill="#9A3412"/><ellipse rx="20" ry="6" fill="#F97316"/><ellipse rx="8" ry="2.5" fill="#FDBA74"/></g>`,
    `<path d="M40 ${f(clayY + 60)} Q180 ${clayY} ${clayX - 26} ${clayY + 2}" stroke="#fff" stroke-opacity=".35" stroke-width="2" stroke-dasharray="4 6" fill="none"/>`,
    hairBack(p),
    // shoulders: shirt collar, vest, and the trap vest's shoulder pad
    `<path d="M70 400 Q76 300 150 278 L250 278 Q324 300 330 400 Z" fill="${p.vest}"/>`,
    `<path d="M172 272 L200 312 L228 272 Z" fill="${p.shirt}"/>`,
    `<path d="M96 330 Q104 298 140 286 L150 340 Q120 346 96 330 Z" fill="#000" opacity=".2"/>`,
    `<path d="M200 312 V400" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`,
    `<rect x="182" y="226" width="36" height="50" rx="12" fill="${p.skin}"/>`,
    `<ellipse cx="200" cy="172" rx="58" ry="70" fill="${p.skin}"/>`,
    muffs,
    hairFront(p),
    // eyebrows, shooting glasses, nose, mouth
    `<path d="M160 148 q14 -8 28 0 M212 148 q14 -8 28 0" stroke="${p.hair === 'grey' ? '#9CA3AF' : '#1F1411'}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<g><rect x="154" y="154" width="40" height="28" rx="11" fill="${p.lens}" opacity=".8"/><rect x="206" y="154" width="40" height="28" rx="11" fill="${p.lens}" opacity=".8"/><path d="M194 164 h12 M154 162 l-10 -4 M246 162 l10 -4" stroke="#1F2937" stroke-width="3"/><path d="M160 160 l10 0" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/></g>`,
    `<path d="M200 176 q-6 16 0 20" stroke="#000" stroke-opacity=".25" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    beard(p),
    `<path d="M184 214 Q200 224 216 214" stroke="#5B2C1F" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../public/images/shooters');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(OUT, { recursive: true });
  for (const p of PORTRAITS) writeFileSync(join(OUT, `${p.slug}.svg`), `${portraitSvg(p)}\n`);
  console.log(`wrote ${PORTRAITS.length} portraits to ${OUT}`);
}
