import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Category, ConversationListItem } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ConversationHistory } from '../../features/history/components/conversation-history';
import { HISTORY_CATEGORIES, isHistoryCategory } from '../../features/history/lib/categories';
import { historyDetailPath } from '../../features/history/lib/paths';
import { categoryLabels, historyText } from '../../locales/zh-CN/history';
import { routeTitles } from '../../locales/zh-CN/routes';
import { useMainStore } from '../../stores/main/main-store';
import { useEdgeHints } from './use-edge-hints';
import './conv-message-check-list-page.css';

/** /convMessageCheckList: every conversation of the agent, one category per tab, 30 a page. */
export function ConvMessageCheckListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const chatCategory = useMainStore((s) => s.currentCategory);
  const fromUrl = params.get('category');
  const category: Category = isHistoryCategory(fromUrl)
    ? fromUrl
    : isHistoryCategory(chatCategory)
      ? chatCategory
      : 'General';

  const tabsRow = useRef<HTMLDivElement>(null);
  const edges = useEdgeHints(tabsRow);
  const select = (next: Category) => setParams({ category: next }, { replace: true });
  // The chosen tab is always whole on screen, also when the page opens on a tab past the edge.
  useEffect(() => {
    tabsRow.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [category]);
  const open = (item: ConversationListItem) =>
    navigate(historyDetailPath(item.category, item.conversationId));

  return (
    <Page className="history-page" header={<PageHeader title={routeTitles.convMessageCheckList} />}>
      {/* Fades (and an arrow) at the edges say the tabs scroll: they are cut off on a phone (issue 22). */}
      <div
        className="history-page__tabs-wrap"
        data-more-start={edges.start}
        data-more-end={edges.end}
        data-testid="history-tabs"
      >
        <div
          ref={tabsRow}
          className="history-page__tabs"
          role="tablist"
          aria-label={historyText.categoriesLabel}
        >
          {HISTORY_CATEGORIES.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`history-tab-${value}`}
              aria-selected={value === category}
              aria-controls="history-panel"
              className="history-page__tab"
              onClick={() => select(value)}
            >
              {categoryLabels[value]}
            </button>
          ))}
        </div>
        {edges.end && (
          <button
            type="button"
            className="history-page__tabs-more"
            aria-label={historyText.moreCategories}
            onClick={() =>
              tabsRow.current?.scrollBy({ left: tabsRow.current.clientWidth * 0.6, behavior: 'smooth' })
            }
          >
            ›
          </button>
        )}
      </div>
      <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${category}`}>
        {/* A key per category: edit mode and removed items do not carry over between tabs. */}
        <ConversationHistory key={category} category={category} onOpen={open} />
      </div>
    </Page>
  );
}
