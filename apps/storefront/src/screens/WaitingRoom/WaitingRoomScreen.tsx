import { intlLocale } from '@venue/ticket-core';
import { Button, WaitingRoom, type WaitingRoomTexts } from '@venue/ticket-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { useLanguage } from '../../i18n/language.ts';
import { formatOpening, viewState, type WaitingRoomAnswer, waitInMinutes } from './waitingRoomView.ts';

export interface WaitingRoomScreenProps {
  /** The latest answer, if any yet. */
  answer: WaitingRoomAnswer | null;
  /** The visitor's order was refused for want of a pass: say why they are back. */
  sentBack: boolean;
  onAnswer: (answer: WaitingRoomAnswer) => void;
  /** Back to the order screen, offered once a pass is held after being sent back. */
  onResume: () => void;
  /** Given when the visitor may leave the line for a product the room does not gate. */
  onChooseAnother?: () => void;
}

/**
 * The waiting page shown instead of the order screen while the site's room gates the visitor's product:
 * joins the queue once (the browser's cookie keeps its place, so a reload or a second tab gets the same
 * one), then asks again after each answer's `poll_after_seconds` until the visitor is admitted (and
 * joins again, at the back, if an admission lapsed unused), in the visitor's language and the venue's
 * time zone. Sent back from an order, it says why, and offers the way on once the answer holds a pass
 * again.
 */
export function WaitingRoomScreen({
  answer,
  sentBack,
  onAnswer,
  onResume,
  onChooseAnother,
}: WaitingRoomScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useRef(onAnswer);
  report.current = onAnswer;
  const [failedPolls, setFailedPolls] = useState(0);
  /** Whether the join has been answered. Until then the answer given is the order screen's, from before it. */
  const [joinSettled, setJoinSettled] = useState(false);

  useEffect(() => {
    api.joinWaitingRoom().then(
      (joined) => {
        setJoinSettled(true);
        report.current(joined);
      },
      (error: unknown) => {
        setJoinSettled(true);
        setFailedPolls((count) => count + 1);
        handleError(error, { route: 'order' });
      },
    );
  }, []);

  // Each new answer, or a failed poll, schedules the next poll; none before the join is answered, or the
  // order screen's answer from before it ('none') would send a second join, without the first's cookie.
  useEffect(() => {
    if (!joinSettled || !answer?.active) return;
    // In line, ask again when told; out of line while the room is open (an admission that lapsed
    // unused, its pass expired or used up), join again at once, at the back.
    const lapsed = answer.state === 'none';
    const timer = setTimeout(
      () => {
        // A failed poll is asked again after the same wait: the place is the server's, nothing is lost.
        (lapsed ? api.joinWaitingRoom() : api.getWaitingRoom()).then(
          (next) => report.current(next),
          () => setFailedPolls((count) => count + 1),
        );
      },
      // A failed join waits like a poll, so a refused join (too many from one address) is not repeated at once.
      lapsed && failedPolls === 0 ? 0 : answer.poll_after_seconds * 1000,
    );
    return () => clearTimeout(timer);
  }, [answer, failedPolls, joinSettled]);

  const state = answer ? viewState(answer, Date.now()) : 'waiting';
  const seconds = answer?.estimated_wait_seconds ?? null;
  const minutes = seconds === null ? null : waitInMinutes(seconds, language);
  const texts: WaitingRoomTexts = {
    title: t('waitingRoom.title'),
    message: t(`waitingRoom.${state}`),
    positionLabel: t('waitingRoom.position'),
    // Before the opening the places are still to be drawn; in the second after it, still to be written.
    positionPending: t(
      state === 'beforeOpening' ? 'waitingRoom.positionPending' : 'waitingRoom.positionComing',
    ),
    aheadLabel: t('waitingRoom.ahead'),
    estimateLabel: t('waitingRoom.estimate'),
    opensAtLabel: t('waitingRoom.opensAt'),
    liveLabel: t('waitingRoom.live'),
    announcePlace: ({ position, ahead }) => t('waitingRoom.announcePlace', { position, ahead }),
  };
  return (
    <main>
      <WaitingRoom
        state={state}
        position={answer?.position ?? null}
        ahead={answer?.ahead ?? null}
        estimate={
          seconds === null
            ? null
            : minutes === null
              ? t('waitingRoom.underMinute')
              : t('waitingRoom.aboutMinutes', { minutes })
        }
        opensAt={
          state === 'beforeOpening' && answer?.opens_at ? formatOpening(answer.opens_at, language) : null
        }
        texts={texts}
        notice={sentBack ? t('waitingRoom.passExpired') : undefined}
        locale={intlLocale(language)}
      >
        {state === 'admitted' ? (
          <Button variant="primary" onPress={onResume}>
            {t('waitingRoom.continue')}
          </Button>
        ) : null}
        {onChooseAnother ? (
          <Button variant="secondary" onPress={onChooseAnother}>
            {t('waitingRoom.chooseAnother')}
          </Button>
        ) : null}
      </WaitingRoom>
    </main>
  );
}
