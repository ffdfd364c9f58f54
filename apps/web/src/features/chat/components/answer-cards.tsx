import { lazy, Suspense } from 'react';
import { TOOL_SCREENS, type AskItem } from '@broker/contract';
import { useCommonStore } from '../../../stores/common-store';
import { chatText } from '../../../locales/zh-CN/chat';
import { chatActions } from '../store';
import './answer-cards.css';

// Only answers about car insurance show it: its code stays off the first screen.
const VehicleCard = lazy(() => import('./vehicle-card'));

function ActionCard({
  title,
  body,
  href,
  onOpen,
}: {
  title: string;
  body: string;
  href?: string | undefined;
  onOpen?: () => void;
}) {
  return (
    <div className="action-card">
      <div className="action-card__text">
        <p className="action-card__title">{title}</p>
        <p className="action-card__body">{body}</p>
      </div>
      {href && (
        <a className="action-card__button" href={`#${href}`}>
          {chatText.open}
        </a>
      )}
      {!href && onOpen && (
        <button type="button" className="action-card__button" onClick={onOpen}>
          {chatText.open}
        </button>
      )}
    </div>
  );
}

/**
 * Cards the stream's actions and flags ask for (spec §4): the calculator (commissionFlag), the colour page
 * (colorPageFlag), car insurance, underwriting, customer service.
 */
export function StreamActionCards({
  calculator,
  colourPage,
  vehicle,
  underwriting,
  customerService,
  conversationId,
}: {
  /** The calculator's address for an answer with commissionFlag (its first product, the chat's factors). */
  calculator?: string | undefined;
  /** The colour page's address for an answer with colorPageFlag (its product, or the picker). */
  colourPage?: string | undefined;
  vehicle: boolean;
  /** The underwriting screen's address with what the chat understood (action jump_to_ua). */
  underwriting?: string | undefined;
  customerService: boolean;
  /** The answer's conversation: a work order started from the card records it. */
  conversationId?: string | undefined;
}) {
  return (
    <>
      {calculator && (
        <ActionCard title={chatText.calculatorTitle} body={chatText.calculatorBody} href={calculator} />
      )}
      {colourPage && (
        <ActionCard title={chatText.colourPageTitle} body={chatText.colourPageBody} href={colourPage} />
      )}
      {vehicle && (
        <Suspense fallback={null}>
          <VehicleCard />
        </Suspense>
      )}
      {underwriting && <ActionCard title={chatText.uaTitle} body={chatText.uaBody} href={underwriting} />}
      {customerService && (
        <ActionCard
          title={chatText.csTitle}
          body={chatText.csBody}
          // The 'work order / live agent' dialog, where the customer-service screens exist.
          {...(TOOL_SCREENS.customerService && {
            onOpen: () => useCommonStore.getState().openHumanAgent(conversationId ? { conversationId } : {}),
          })}
        />
      )}
    </>
  );
}

/** Questions to tap: the choose card (confirm_branch), follow-ups (ask_list) or guess-you-like. */
export function AskChips({
  title,
  items,
  variant,
  disabled,
}: {
  title: string;
  items: AskItem[];
  variant: 'choose' | 'suggest';
  disabled?: boolean;
}) {
  return (
    <div className={`asks asks--${variant}`}>
      <p className="asks__title">{title}</p>
      <div className="asks__list">
        {items.map((item, i) => (
          <button
            key={`${item.productCode ?? ''}${item.question}`}
            type="button"
            className="asks__item"
            disabled={disabled}
            onClick={() => chatActions.send(item.question)}
          >
            {variant === 'choose' && <span className="asks__index">{i + 1}</span>}
            <span className="asks__question">{item.question}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
