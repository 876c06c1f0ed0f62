import { useEffect, useRef, useState } from 'react';
import { Button } from '@trap/ui';
import { decodeDrawn, decodeQrPhoto } from './qr-decode.ts';
import { useEventsT } from './texts/texts.ts';

/** How often a camera frame is decoded (ms): quick enough to feel instant, light on a phone's battery. */
const FRAME_EVERY_MS = 200;

type CameraState = 'starting' | 'scanning' | 'unavailable';

/**
 * The organiser's QR scanner (loaded only when they press Scan): the phone's back camera through
 * getUserMedia, a frame decoded every FRAME_EVERY_MS, and "Scan from a photo" for phones where the
 * camera is refused or missing. Hands the first code found to `onCode` and stops the camera.
 */
export default function QrScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useEventsT();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const done = useRef(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const tick = () => {
      if (stopped || done.current) return;
      const v = video.current;
      if (v && v.readyState >= 2) {
        const text = decodeDrawn(canvas, v, v.videoWidth, v.videoHeight);
        if (text) {
          done.current = true;
          stop();
          found.current(text);
          return;
        }
      }
      timer = setTimeout(tick, FRAME_EVERY_MS);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!stopped) setCamera('unavailable');
        return;
      }
      if (stopped) return stop();
      const v = video.current;
      if (!v) return stop();
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      setCamera('scanning');
      tick();
    })();
    return stop;
  }, []);

  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setPhotoNote(null);
    try {
      const text = await decodeQrPhoto(file);
      if (text) {
        done.current = true;
        found.current(text);
      } else setPhotoNote(t('scanner.noQr'));
    } catch {
      setPhotoNote(t('scanner.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="ci-scanner" role="group" aria-label={t('scanner.group')}>
      {camera === 'unavailable' ? (
        <p className="pr-muted" role="status">
          {t('scanner.noCamera')}
        </p>
      ) : (
        <>
          <video ref={video} className="ci-scanner__video" muted playsInline aria-label={t('scanner.camera')} />
          <p className="pr-muted" role="status">
            {camera === 'starting' ? t('scanner.starting') : t('scanner.point')}
          </p>
        </>
      )}
      <div className="ev-actions">
        <label className="ui-btn ui-btn--outline ui-btn--sm ci-scanner__photo">
          {reading ? t('scanner.reading') : t('scanner.fromPhoto')}
          <input
            type="file"
            accept="image/*"
            className="ui-sr-only"
            disabled={reading}
            onChange={(ev) => {
              void fromPhoto(ev.target.files?.[0]);
              ev.target.value = '';
            }}
          />
        </label>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('scanner.close')}
        </Button>
      </div>
      {photoNote ? (
        <p className="pr-error" role="alert">
          {photoNote}
        </p>
      ) : null}
    </div>
  );
}
