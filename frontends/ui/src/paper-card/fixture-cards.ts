import { cardCode, cardQrValue, type CardSpec } from './card-layout.ts';
import { cameraCorners, randomMarks, type PenMark, type PhotoOptions } from './card-raster.ts';

/**
 * The shipped test photos (test-fixtures/*.png): one squad's card for round 1, six shooters, two
 * barrels, filled by pen, photographed four ways. render-fixtures.ts writes them; the reader's
 * tests and the e2e test read them. 1500 x 2000 px keeps each file a few hundred KB.
 */
export const FIXTURE_SPEC: CardSpec = {
  shootTitle: 'Paper Card Shoot',
  squadName: 'Squad 1',
  code: cardCode('PAPER1', 1, 1),
  qrValue: cardQrValue('shoot-fixture', 'squad-1', 1),
  round: 1,
  firstTarget: 1,
  targets: 25,
  barrels: 2,
  shooters: ['Asha Rao', 'Vikram Singh', 'Meera Pillai', 'Kabir Das', 'Nisha Iyer', 'Arjun Mehta'].map((name, i) => ({ name, position: i + 1 })),
};

export const FIXTURE_SIZE = { width: 1500, height: 2000 } as const;

export interface FixturePhoto {
  file: string;
  what: string;
  marks: PenMark[];
  options: PhotoOptions;
}

const { width, height } = FIXTURE_SIZE;
const even = () => 0.92;

export const FIXTURE_PHOTOS: FixturePhoto[] = [
  {
    file: 'card-straight.png',
    what: 'straight down, even light',
    marks: randomMarks(FIXTURE_SPEC, 11),
    options: { width, height, corners: cameraCorners(width, height, 2, 1, 0.5, 0.9), light: even, seed: 1 },
  },
  {
    file: 'card-angled.png',
    what: 'camera tilted 28° and turned 12°, card rolled 7°',
    marks: randomMarks(FIXTURE_SPEC, 22),
    options: { width, height, corners: cameraCorners(width, height, 28, 12, 7, 0.88), light: even, seed: 2 },
  },
  {
    file: 'card-dim.png',
    what: 'dim room light, falling off to one corner',
    marks: randomMarks(FIXTURE_SPEC, 33),
    options: {
      width,
      height,
      corners: cameraCorners(width, height, 10, -4, -3, 0.88),
      light: (x, y) => 0.22 + 0.3 * (1 - Math.hypot(x / width, y / height) / 1.41),
      seed: 3,
    },
  },
  {
    file: 'card-shade.png',
    what: 'sun and a hard-edged shadow across the card, camera tilted 22°',
    marks: randomMarks(FIXTURE_SPEC, 44),
    options: {
      width,
      height,
      corners: cameraCorners(width, height, -22, 8, -5, 0.88),
      // a shadow line running diagonally, softened over ~30 px, the shade a third of the sun
      light: (x, y) => {
        const d = (x * 0.8 + y * 0.6 - 1500) / 30;
        return 0.3 + 0.65 / (1 + Math.exp(d));
      },
      seed: 4,
    },
  },
];
