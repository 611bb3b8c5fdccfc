import { Button } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../app/console.css.ts';
import * as gateStyles from './gate.css.ts';
import { type CameraStatus, useCameraScanner } from './useCameraScanner.ts';

/** What the gate says under the toggle for each state of the camera (none when off). */
const statusText = {
  off: null,
  starting: 'gate.camera.starting',
  scanning: 'gate.camera.scanning',
  refused: 'gate.camera.refused',
  absent: 'gate.camera.absent',
  failed: 'gate.camera.failed',
} as const satisfies Record<CameraStatus, string | null>;

/**
 * The gate's camera: a toggle that opens the rear camera, its preview, and each new QR code it reads
 * passed to `onCode`, as the field passes what a hardware scanner types. A camera refused, absent or
 * failing says so; the field still works.
 */
export function CameraScanner({ onCode }: { onCode: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const { video, status } = useCameraScanner(on, onCode);
  const text = statusText[status];
  const trouble = status === 'refused' || status === 'absent' || status === 'failed';
  return (
    <section className={gateStyles.camera} data-camera={status}>
      <Button variant="secondary" aria-pressed={on} onPress={() => setOn((was) => !was)}>
        {t('gate.camera.toggle')}
      </Button>
      {text ? (
        <p className={trouble ? styles.error : styles.muted} role={trouble ? 'alert' : undefined}>
          {t(text)}
        </p>
      ) : null}
      {on ? (
        <video
          ref={video}
          className={gateStyles.preview}
          hidden={status !== 'scanning'}
          aria-label={t('gate.camera.preview')}
          muted
          playsInline
        />
      ) : null}
    </section>
  );
}
