import { Suspense, lazy, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { UserInfo } from '@broker/contract';
import { Avatar } from '../../components/avatar/avatar';
import { useHints } from '../../features/chat/api/hints';
import { useDefaultQuestions } from '../../features/chat/api/get-default-question';
import { chatActions } from '../../features/chat/store';
import { homeText } from '../../locales/zh-CN/home';
import { categoryLabels } from '../../locales/zh-CN/history-categories';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';
import { WELCOME_CATEGORIES } from './welcome-entries';
import { isNoticeActive, noticeConfig } from './welcome-notice';
import { WelcomeQuestions } from './welcome-questions';
import './welcome-panel.css';

function greeting(hour: number): string {
  if (hour < 12) return homeText.greetingMorning;
  if (hour < 18) return homeText.greetingAfternoon;
  return homeText.greetingEvening;
}

const ENTRIES = ['General', ...WELCOME_CATEGORIES] as const;

// The product assistant (decision 048) asks about one product: its questions replace the entries.
const ProductAidesHints = lazy(() =>
  import('./product-aides').then((m) => ({ default: m.ProductAidesHints })),
);

/**
 * The home body while the conversation is empty: greeting, the dated notice, then the category
 * entries with the starter questions (getDefaultQuestion) and the chosen category's trending hints,
 * or in the product assistant that product's questions.
 */
export function WelcomePanel({ userInfo }: { userInfo: UserInfo }) {
  const product = useUserStore((s) => s.lockedProduct);
  const now = new Date();
  const showNotice = isNoticeActive(noticeConfig, now);
  const ask = (question: string) => void chatActions.send(question);
  const panel = useRef<HTMLElement>(null);

  return (
    <section ref={panel} className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__hello">
        <Avatar name={userInfo.realName} size="large" />
        <div className="welcome__who">
          <h2 id="welcome-title" className="welcome__title">
            {greeting(now.getHours())}，{userInfo.realName}
          </h2>
          <p className="welcome__work-id">
            {homeText.workIdPrefix} {userInfo.workId}
          </p>
        </div>
      </div>
      <p className="welcome__intro">{homeText.intro}</p>
      <Link className="welcome__guide" to="/tutorial">
        {homeText.guideLink}
        <span aria-hidden="true"> ›</span>
      </Link>

      {showNotice && (
        <p className="welcome__notice" role="note">
          <span className="welcome__notice-tag">{homeText.noticeLabel}</span>
          {noticeConfig.text}
        </p>
      )}

      {product ? (
        <Suspense fallback={null}>
          <ProductAidesHints code={product} onAsk={ask} />
        </Suspense>
      ) : (
        <WelcomeEntries panel={panel} onAsk={ask} />
      )}
    </section>
  );
}

/** The category entries, the starter questions and the chosen category's hints. */
function WelcomeEntries({ panel, onAsk }: { panel: RefObject<HTMLElement | null>; onAsk(q: string): void }) {
  const category = useMainStore((s) => s.currentCategory);
  const defaults = useDefaultQuestions();
  const hints = useHints(category);

  // The starter questions may repeat a hint: the hints card shows only what the first card does not.
  const freshHints = useMemo(() => {
    const shown = new Set(defaults.data?.list.map((item) => item.question));
    return hints.data?.list.filter((item) => !shown.has(item.question));
  }, [defaults.data, hints.data]);

  // A tapped category's hints are the last card, below the fold on a phone: once they are in, bring
  // them into view (issue 22). Only after a tap, never on the first paint.
  const [revealHints, setRevealHints] = useState(false);
  const hintsReady = !hints.isPending && !defaults.isPending;
  useEffect(() => {
    if (!revealHints || !hintsReady) return;
    setRevealHints(false);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.current?.lastElementChild?.scrollIntoView({
      block: 'nearest',
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [revealHints, hintsReady, category, panel]);

  return (
    <>
      <section className="welcome__categories" aria-labelledby="welcome-categories">
        <h3 id="welcome-categories" className="welcome__section-title">
          {homeText.categoriesTitle}
        </h3>
        <div className="welcome__category-grid">
          {ENTRIES.map((value) => (
            <button
              key={value}
              type="button"
              className="welcome__category"
              aria-pressed={value === category}
              onClick={() => {
                chatActions.setCategory(value);
                setRevealHints(true);
              }}
            >
              {categoryLabels[value]}
            </button>
          ))}
        </div>
      </section>

      <WelcomeQuestions
        title={homeText.defaultQuestionsTitle}
        items={defaults.data?.list}
        pending={defaults.isPending}
        onAsk={onAsk}
      />
      {/* The last card comes in whole once the card above has settled (no skeleton): whether it has
          questions or not, nothing on screen moves (no layout shift). */}
      <WelcomeQuestions
        title={homeText.hintsTitle(categoryLabels[category])}
        items={defaults.isPending ? undefined : freshHints}
        pending={false}
        onAsk={onAsk}
      />
    </>
  );
}
