import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Button, tours, useTourState } from '@trap/ui/core';
import { useDialogsT } from '../i18n/dialog-texts.ts';

const CARD_WIDTH = 320;
const CARD_HEIGHT = 210;
const GAP = 12;
const PAD = 6;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the card goes: below the element, else above, else centred; always inside the viewport. */
function placeCard(target: Box | null): { top: number; left: number } {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const width = Math.min(CARD_WIDTH, vw - 16);
  if (!target) return { top: Math.max(8, (vh - CARD_HEIGHT) / 2), left: Math.max(8, (vw - width) / 2) };
  let top = target.top + target.height + GAP;
  if (top + CARD_HEIGHT > vh - 8) top = target.top - CARD_HEIGHT - GAP;
  if (top < 8) top = Math.max(8, Math.min(vh - CARD_HEIGHT - 8, target.top + GAP));
  const left = Math.max(8, Math.min(vw - width - 8, target.left + target.width / 2 - width / 2));
  return { top, left };
}

/**
 * The guided tour (SPEC 2.11, 4.3): a dimmed overlay, the step's element highlighted, and a card
 * (320 x ~210 px, content scrolling beyond 100 px) with 'Step X of N', Back (not on step 1),
 * Next / Finish and a close button. Leaving the page ends the tour without recording it.
 */
export function TourOverlay() {
  const { path, steps, index } = useTourState();
  const { pathname } = useLocation();
  const { t } = useDialogsT();
  const step = path ? steps[index] : undefined;
  const [box, setBox] = useState<Box | null>(null);
  const [ready, setReady] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (path && pathname !== path) tours.cancel();
  }, [path, pathname]);

  // Find the step's element (a remote page may still be loading), bring it into view and follow it.
  useLayoutEffect(() => {
    if (!step) return;
    setReady(false);
    setBox(null);
    let el: Element | null = null;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      if (!el) return;
      const r = el.getBoundingClientRect();
      setBox({ top: r.top - PAD, left: r.left - PAD, width: r.width + PAD * 2, height: r.height + PAD * 2 });
    };
    const find = () => {
      el = document.querySelector(`[data-tour="${CSS.escape(step.target)}"]`);
      if (el) {
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
        measure();
        timer = setTimeout(() => setReady(true), step.delayMs ?? 0);
      } else if (tries++ < 20) {
        timer = setTimeout(find, 100);
      } else {
        console.warn(`Tour step target not found: ${step.target}`);
        setReady(true);
      }
    };
    find();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  useEffect(() => {
    if (ready) cardRef.current?.focus();
  }, [ready, index]);

  useEffect(() => {
    if (!step) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') tours.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  if (!step) return null;
  const last = index === steps.length - 1;
  const pos = placeCard(box);
  return createPortal(
    <div className="ui-tour" data-testid="tour">
      {box ? (
        <div className="ui-tour__spot" style={{ top: box.top, left: box.left, width: box.width, height: box.height }} aria-hidden="true" />
      ) : (
        <div className="ui-tour__dim" aria-hidden="true" />
      )}
      {ready ? (
        <div
          ref={cardRef}
          className="ui-tour__card"
          role="dialog"
          aria-modal="true"
          aria-labelledby="ui-tour-title"
          aria-describedby="ui-tour-content"
          tabIndex={-1}
          style={{ top: pos.top, left: pos.left }}
        >
          <div className="ui-tour__head">
            <p className="ui-tour__count">{t('tour.step', { step: index + 1, steps: steps.length })}</p>
            <button type="button" className="ui-tour__close" aria-label={t('tour.close')} onClick={() => tours.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <h2 id="ui-tour-title" className="ui-tour__title">
            {step.title}
          </h2>
          <div id="ui-tour-content" className="ui-tour__content">
            {step.content}
          </div>
          <div className="ui-tour__actions">
            {index > 0 ? (
              <Button variant="outline" size="sm" onClick={() => tours.back()}>
                {t('tour.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button size="sm" onClick={() => tours.next()}>
              {last ? t('tour.finish') : t('tour.next')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
