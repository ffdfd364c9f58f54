import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUIDE_FLAG_ID, type UserInfo } from '@broker/contract';
import { markGuideSeen } from '../../features/guide/api/mark-guide-seen';
import { CoachMarks } from '../../features/guide/components/coach-marks';
import {
  guideDecision,
  presentSteps,
  seenKey,
  type GuideStep,
} from '../../features/guide/lib/guide-sequence';
import { guideText } from '../../locales/zh-CN/guide';
import { useUserStore } from '../../stores/user-store';

/** The home screen's parts the guide points at: the drawer's button, the categories, the input bar. */
const STEPS: readonly GuideStep[] = [
  {
    id: 'menu',
    selector: '.index-page .page-header__side--right .icon-button',
    title: guideText.menuTitle,
    text: guideText.menuText,
  },
  {
    id: 'categories',
    selector: '.index-page .welcome__categories',
    title: guideText.categoriesTitle,
    text: guideText.categoriesText,
  },
  {
    id: 'composer',
    selector: '.index-page .composer',
    title: guideText.composerTitle,
    text: guideText.composerText,
  },
];

/** The welcome panel and a closing agreement dialog settle before the first mark is placed. */
const SETTLE_MS = 400;

const readSeen = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
const writeSeen = (key: string) => {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Private mode without storage: the server's record is all there is.
  }
};

/**
 * Spec §9 guide_94326 (decision 030): mounted by the home screen while `userinfo.show` lists it and
 * the agreement is accepted. Shown once per agent: finishing or skipping records it on this device at
 * once and on the server (POST /v1/pup/status), so neither a reload during that call nor a failed call
 * brings it back; the next visit sends a failed call again.
 */
export default function FirstRunGuide({
  info: { workId, show },
}: {
  info: Pick<UserInfo, 'workId' | 'show'>;
}) {
  const queryClient = useQueryClient();
  const key = seenKey(workId, GUIDE_FLAG_ID);
  const [steps, setSteps] = useState<GuideStep[]>([]);

  useEffect(() => {
    const decision = guideDecision({ show, guideId: GUIDE_FLAG_ID, seenHere: readSeen(key) });
    if (decision === 'resend') void markGuideSeen(queryClient, GUIDE_FLAG_ID);
    if (decision !== 'show') return;
    const timer = window.setTimeout(() => {
      setSteps(presentSteps(STEPS, (selector) => document.querySelector(selector) !== null));
      useUserStore.getState().setGuidePopupVisible(true);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
    // Decided once per mount: `show` changes only because this guide was just finished.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = useCallback(() => {
    writeSeen(key);
    setSteps([]);
    useUserStore.getState().setGuidePopupVisible(false);
    void markGuideSeen(queryClient, GUIDE_FLAG_ID);
  }, [key, queryClient]);

  return steps.length > 0 ? <CoachMarks steps={steps} onFinish={finish} /> : null;
}
