import { barrelsPerTarget, SHOOT_SQUAD_MAX_SHOOTERS, targetsPerRound, type Discipline } from '@trap/contracts';

/**
 * A squad's paper score card for one round: where everything sits on the A4 page, in millimetres
 * from the page's top-left corner. The PDF (card-pdf.ts), the test-image renderer
 * (render-fixtures.ts) and the photo reader (card-reader.ts) all take their geometry from here, so
 * a printed card is read at the places it was printed.
 *
 * The page is portrait, like a phone photo: one row per target (1 to 25), one column per shooter
 * and barrel. The scorer marks the box of the barrel that broke the target (a cross or filled);
 * a target with no mark is lost.
 */

export const PAGE = { width: 210, height: 297 } as const;

/** Solid black corner squares: the reader finds them first and maps the page from their centres. */
export const MARKER = { size: 14, inset: 8 } as const;

/** The at most 25 targets a card shows (a 50-target round prints on two cards). */
export const TARGETS_PER_CARD = 25;
export const MAX_SHOOTERS = SHOOT_SQUAD_MAX_SHOOTERS;

export interface CardSpec {
  shootTitle: string;
  squadName: string;
  /** human-readable code of this card: shoot code, squad order and round (see cardCode) */
  code: string;
  /** what the QR code holds (the same card in machine-readable form) */
  qrValue: string;
  round: number;
  /** the card's first target (1 or 26) and how many it shows (at most 25) */
  firstTarget: number;
  targets: number;
  /** 2: a box for the first and one for the second barrel; 1: one box per target */
  barrels: 1 | 2;
  shooters: { name: string; position: number }[];
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CardBox extends Rect {
  /** index into spec.shooters */
  shooter: number;
  /** target number within the round (firstTarget-based) */
  target: number;
  /** 1 = first barrel (or the only one), 2 = second */
  barrel: 1 | 2;
}

export interface CardLayout {
  spec: CardSpec;
  /** the four markers' rectangles, in the order top-left, top-right, bottom-left, bottom-right */
  markers: [Rect, Rect, Rect, Rect];
  /** the markers' centres in the same order (the reader's reference points) */
  markerCentres: [Point, Point, Point, Point];
  /**
   * A small solid square under the top-left marker only: the four markers look alike, so this is
   * how the reader tells the card's top in a photo taken sideways or upside down. It sits inside
   * the markers' hull (right of the marker's centre line), so it is never taken for a marker.
   */
  orientation: Rect;
  qr: Rect;
  /** one box per shooter, target and barrel, row by row */
  boxes: CardBox[];
  /** label positions: shooter headings, barrel headings, target numbers, title lines (baseline points) */
  labels: { text: string; x: number; y: number; size: number; align: 'left' | 'center' | 'right' }[];
  /** the thin grid lines between shooters and every five targets, for the printer and the eye */
  rules: { x1: number; y1: number; x2: number; y2: number }[];
}

export interface Point {
  x: number;
  y: number;
}

/** A card's human-readable code: `K7Q2PX-S3-R1` (shoot code, squad's start order, round). */
export const cardCode = (shootCode: string, squadOrder: number, round: number, part = 1) =>
  `${shootCode}-S${squadOrder}-R${round}${part > 1 ? `-${part}` : ''}`;

/** What the QR code holds: enough to find the card again without the printed text. */
export const cardQrValue = (shootId: string, squadId: string, round: number, firstTarget = 1) =>
  `trap-card:1:${shootId}:${squadId}:${round}:${firstTarget}`;

const GRID = { left: 18, right: 192, top: 76, bottom: 270, numberColumn: 12 } as const;

export function cardLayout(spec: CardSpec): CardLayout {
  if (spec.shooters.length < 1 || spec.shooters.length > MAX_SHOOTERS) throw new Error(`A card has 1 to ${MAX_SHOOTERS} shooters`);
  if (spec.targets < 1 || spec.targets > TARGETS_PER_CARD) throw new Error(`A card has 1 to ${TARGETS_PER_CARD} targets`);
  const m = MARKER;
  const far = { x: PAGE.width - m.inset - m.size, y: PAGE.height - m.inset - m.size };
  const markers: CardLayout['markers'] = [
    { x: m.inset, y: m.inset, w: m.size, h: m.size },
    { x: far.x, y: m.inset, w: m.size, h: m.size },
    { x: m.inset, y: far.y, w: m.size, h: m.size },
    { x: far.x, y: far.y, w: m.size, h: m.size },
  ];
  const markerCentres = markers.map((r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 })) as CardLayout['markerCentres'];

  const orientation = { x: 16, y: 24, w: 6, h: 6 };
  // the QR sits right of the title lines, clear of the top-right marker
  const qr = { x: 156, y: 28, w: 30, h: 30 };
  const labels: CardLayout['labels'] = [
    { text: spec.shootTitle, x: 26, y: 18, size: 13, align: 'left' },
    { text: `${spec.squadName} · Round ${spec.round}`, x: 18, y: 36, size: 16, align: 'left' },
    { text: `Card ${spec.code}`, x: 18, y: 46, size: 12, align: 'left' },
    {
      text:
        spec.barrels === 2
          ? 'Mark the box of the barrel that broke the target (X or fill). No mark: lost.'
          : 'Mark the box of a broken target (X or fill). No mark: lost.',
      x: 18,
      y: 56,
      size: 8,
      align: 'left',
    },
  ];

  const columns = spec.shooters.length * spec.barrels;
  const gridLeft = GRID.left + GRID.numberColumn;
  const shooterWidth = (GRID.right - gridLeft) / spec.shooters.length;
  const cellWidth = shooterWidth / spec.barrels;
  const rowHeight = (GRID.bottom - GRID.top) / TARGETS_PER_CARD;
  // boxes smaller than their cells: the gap is the paper the reader compares each box with
  const boxW = Math.min(10, cellWidth * 0.62);
  const boxH = rowHeight * 0.68;
  const boxes: CardBox[] = [];
  for (let t = 0; t < spec.targets; t++) {
    const cy = GRID.top + rowHeight * (t + 0.5);
    labels.push({ text: String(spec.firstTarget + t), x: GRID.left + GRID.numberColumn - 3, y: cy + 1.3, size: 9, align: 'right' });
    for (let c = 0; c < columns; c++) {
      const cx = gridLeft + cellWidth * (c + 0.5);
      boxes.push({
        shooter: Math.floor(c / spec.barrels),
        target: spec.firstTarget + t,
        barrel: ((c % spec.barrels) + 1) as 1 | 2,
        x: cx - boxW / 2,
        y: cy - boxH / 2,
        w: boxW,
        h: boxH,
      });
    }
  }
  spec.shooters.forEach((s, i) => {
    const cx = gridLeft + shooterWidth * (i + 0.5);
    labels.push({ text: `${s.position}. ${s.name}`.slice(0, 18), x: cx, y: GRID.top - 8, size: 8, align: 'center' });
    if (spec.barrels === 2) {
      labels.push({ text: '1st', x: cx - cellWidth / 2, y: GRID.top - 2.5, size: 7, align: 'center' });
      labels.push({ text: '2nd', x: cx + cellWidth / 2, y: GRID.top - 2.5, size: 7, align: 'center' });
    } else {
      labels.push({ text: 'Hit', x: cx, y: GRID.top - 2.5, size: 7, align: 'center' });
    }
  });

  const rules: CardLayout['rules'] = [];
  const bottom = GRID.top + rowHeight * spec.targets;
  for (let i = 1; i < spec.shooters.length; i++) {
    const x = gridLeft + shooterWidth * i;
    rules.push({ x1: x, y1: GRID.top - 12, x2: x, y2: bottom });
  }
  for (let t = 5; t < spec.targets; t += 5) {
    const y = GRID.top + rowHeight * t;
    rules.push({ x1: GRID.left, y1: y, x2: GRID.right, y2: y });
  }
  return { spec, markers, markerCentres, orientation, qr, boxes, labels, rules };
}

/** What squadCards needs of a shoot (the API's shoot and card answers both have it). */
export interface ShootForCards {
  id: string;
  title: string;
  code: string | null;
  disciplines: { discipline: Discipline; rounds: number }[];
}
export interface SquadForCards {
  id: string;
  name: string;
  startOrder: number;
  discipline: Discipline;
  shooters: { name: string; position: number }[];
}

/**
 * Every card a squad shoots on: one per round (a 50-target round: two, targets 1-25 and 26-50),
 * with the shoot's code, the squad's place and the round printed and in the QR code.
 */
export function squadCards(shoot: ShootForCards, squad: SquadForCards, rounds?: number): CardSpec[] {
  const n = rounds ?? shoot.disciplines.find((d) => d.discipline === squad.discipline)?.rounds ?? 1;
  const perRound = targetsPerRound(squad.discipline);
  const shooters = [...squad.shooters].sort((a, b) => a.position - b.position).map((s) => ({ name: s.name, position: s.position }));
  const out: CardSpec[] = [];
  for (let round = 1; round <= n; round++)
    for (let first = 1, part = 1; first <= perRound; first += TARGETS_PER_CARD, part++)
      out.push({
        shootTitle: shoot.title,
        squadName: squad.name,
        code: cardCode(shoot.code ?? 'SHOOT', squad.startOrder, round, part),
        qrValue: cardQrValue(shoot.id, squad.id, round, first),
        round,
        firstTarget: first,
        targets: Math.min(TARGETS_PER_CARD, perRound - first + 1),
        barrels: barrelsPerTarget(squad.discipline),
        shooters,
      });
  return out;
}
