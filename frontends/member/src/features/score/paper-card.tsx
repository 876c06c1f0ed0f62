import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { isKill } from '@trap/contracts';
import { Button, Card } from '@trap/ui';
import { squadCards, type CardSpec } from '@trap/ui/paper-card/card-layout.ts';
import { CardNotFound, readCard, targetResults, type BoxRead } from '@trap/ui/paper-card/card-reader.ts';
import { newTargetId, scopeOf, scoreQueue, type Card as ShootCard, type Shoot, type Target } from './score-api.ts';
import { useScoreT } from './texts/texts.ts';

/** The long side a photo is scaled to before reading: a 12 Mpx photo reads no better, only slower. */
const READ_SIZE = 2000;

export type Pixels = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

/** A photo file as RGBA pixels, turned upright as the phone took it (EXIF orientation). */
async function pixelsOf(file: File): Promise<Pixels> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, READ_SIZE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot read photos');
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

type Read = { spec: CardSpec; boxes: BoxRead[] };

/** Why the reader found no card (its messages are English): the texts of those it says; another shows as it came. */
const NOT_FOUND: { reason: string; reasonKey: string }[] = [
  { reason: 'The four corner squares are not all in the photo', reasonKey: 'paper.cornersMissing' },
  { reason: 'The corner squares do not look alike: photograph the card flat', reasonKey: 'paper.cornersUnlike' },
  { reason: 'The card’s top-left square is not in the photo', reasonKey: 'paper.topLeftMissing' },
];

interface QrDetector {
  detect(image: ImageData): Promise<{ rawValue: string }[]>;
}
/**
 * The card's QR code, where the browser reads QR codes itself (BarcodeDetector: Chrome on Android,
 * Safari): a photo of another squad's or round's card is refused before its marks are saved.
 * Elsewhere undefined, and the scorer compares the printed card code shown above the photo button.
 */
async function qrOf(pixels: Pixels): Promise<string | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => QrDetector }).BarcodeDetector;
  if (!Detector || typeof ImageData === 'undefined') return undefined;
  try {
    const found = await new Detector({ formats: ['qr_code'] }).detect(new ImageData(pixels.data, pixels.width, pixels.height));
    return found.map((f) => f.rawValue).find((v) => v.startsWith('trap-card:'));
  } catch {
    return undefined;
  }
}

/**
 * "Read a paper card": the scorer photographs a filled card (printed from the organiser's "Print
 * score cards"), the marks are read in the browser, shown to check (a tap flips a box), and saved
 * through the scorer's queue like taps on the pad: in order, once, offline or not. A shooter who
 * already has targets in that round (scored on the pad) is left as it is.
 */
export function PaperCard({
  shoot,
  card,
  targets,
  round,
  onClose,
  photoPixels = pixelsOf,
}: {
  shoot: Shoot;
  card: ShootCard;
  targets: Target[];
  round: number;
  onClose: (saved: number) => void;
  /** the photo's pixels (a test hands in a shipped photo: jsdom draws no images) */
  photoPixels?: (file: File) => Promise<Pixels>;
}) {
  const { t } = useScoreT();
  const inputId = useId();
  const specs = useMemo(() => squadCards(shoot, card.squad, card.rounds).filter((s) => s.round === round), [shoot, card, round]);
  const [part, setPart] = useState(0);
  const spec = specs[part] ?? specs[0]!;
  const [read, setRead] = useState<Read | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shooters = [...card.squad.shooters].sort((a, b) => a.position - b.position);
  // a shooter with targets in this round already: the paper does not add to them
  const scored = shooters.map((s) => targets.some((t) => !t.deleted && t.shooterId === s.id && t.round === round));

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setRead(null);
    try {
      const pixels = await photoPixels(file);
      const qr = await qrOf(pixels);
      if (qr && qr !== spec.qrValue) {
        setProblem(t('paper.wrongCard', { code: spec.code }));
        return;
      }
      const r = readCard(pixels.data, pixels.width, pixels.height, spec);
      setRead({ spec, boxes: r.boxes });
    } catch (error) {
      const known = error instanceof CardNotFound ? NOT_FOUND.find((n) => n.reason === error.message) : undefined;
      setProblem(
        error instanceof CardNotFound
          ? t('paper.notFound', { reason: known ? t(known.reasonKey) : error.message })
          : t('paper.unreadable'),
      );
    } finally {
      setBusy(false);
    }
  };

  const flip = (i: number) =>
    setRead((r) => (r ? { ...r, boxes: r.boxes.map((b, j) => (j === i ? { ...b, marked: !b.marked, confidence: 1 } : b)) } : r));

  const results = read ? shooters.map((_, i) => targetResults(read, i)) : [];
  // read once for the grid's hundreds of boxes
  const barrelNames = { first: t('paper.firstBarrel'), second: t('paper.secondBarrel'), hit: t('paper.hit') };
  const doubts = read ? read.boxes.filter((b) => b.confidence < 0.5).length + results.flat().filter((r) => r.doubt).length : 0;
  const toSave = results.reduce((n, r, i) => n + (scored[i] ? 0 : r.length), 0);

  const save = () => {
    if (!read) return;
    const scope = scopeOf(shoot.id, card.squadId);
    let n = 0;
    results.forEach((rows, i) => {
      if (scored[i]) return;
      for (const r of rows) {
        const id = newTargetId();
        scoreQueue.enqueue({
          key: id,
          scope,
          payload: { kind: 'score', shootId: shoot.id, squadId: card.squadId, target: { id, shooterId: shooters[i]!.id, round, outcome: r.outcome } },
        });
        n++;
      }
    });
    void scoreQueue.sync(scope);
    onClose(n);
  };

  return (
    <Card className="sc-paper" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="sc-h2">
        {t('paper.title', { round })}
      </h3>
      {specs.length > 1 ? (
        <div className="sc-chips" role="group" aria-label={t('paper.parts')}>
          {specs.map((s, i) => (
            <button key={s.code} type="button" className="sc-chip" aria-pressed={i === part} onClick={() => {
                setPart(i);
                setRead(null);
              }}>
              {t('paper.part', { first: s.firstTarget, last: s.firstTarget + s.targets - 1 })}
            </button>
          ))}
        </div>
      ) : null}
      <p className="sc-sub">
        {t('paper.howTo', { code: spec.code })}
      </p>
      <input
        id={inputId}
        className="sc-photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={busy}
        onChange={(e) => void onFile(e)}
      />
      <label htmlFor={inputId} className="sc-photo-label">
        {busy ? t('paper.reading') : read ? t('paper.again') : t('paper.photograph')}
      </label>
      {problem ? (
        <p className="sc-refused" role="alert">
          {problem}
        </p>
      ) : null}
      {read ? (
        <>
          <p role="status" data-testid="paper-status">
            {doubts === 0 ? t('paper.read') : t('paper.doubts', { count: doubts })}
          </p>
          <div className="sc-paper-grid-wrap">
            <table className="sc-paper-grid" aria-label={t('paper.marks', { code: read.spec.code })}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {shooters.map((s, i) => (
                    <th key={s.id} scope="col" colSpan={read.spec.barrels}>
                      {s.position}. {s.name}
                      <span className="sc-paper-total" data-testid={`paper-total-${i}`}>
                        {scored[i] ? t('paper.onPad') : `${results[i]!.filter((r) => isKill(r.outcome)).length}/${results[i]!.length}`}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: read.spec.targets }, (_, row) => {
                  const target = read.spec.firstTarget + row;
                  return (
                    <tr key={target}>
                      <th scope="row">{target}</th>
                      {read.boxes.map((b, i) =>
                        b.target !== target ? null : (
                          <td key={i}>
                            <button
                              type="button"
                              className={`sc-paper-box${b.confidence < 0.5 ? ' is-doubt' : ''}`}
                              aria-pressed={b.marked}
                              disabled={scored[b.shooter]}
                              data-testid={`paper-box-${b.shooter}-${b.target}-${b.barrel}`}
                              aria-label={t('paper.box', {
                                name: shooters[b.shooter]!.name,
                                target: b.target,
                                barrel: b.barrel === 1 ? (read.spec.barrels === 2 ? barrelNames.first : barrelNames.hit) : barrelNames.second,
                              })}
                              onClick={() => flip(i)}
                            >
                              {b.marked ? '✕' : b.confidence < 0.5 ? '?' : ''}
                            </button>
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {scored.some(Boolean) ? (
            <p className="sc-sub">{t('paper.padKept', { round })}</p>
          ) : null}
        </>
      ) : null}
      <div className="sc-actions">
        {read ? (
          <Button onClick={save} disabled={toSave === 0}>
            {t('paper.save', { count: toSave })}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => onClose(0)}>
          {t('paper.cancel')}
        </Button>
      </div>
    </Card>
  );
}
