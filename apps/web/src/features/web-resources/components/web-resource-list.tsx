import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SearchEmptyState,
} from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { webResourceText } from '../../../locales/zh-CN/web-resources';
import { useWebResources, type WebResourceFilters } from '../api/web-resources';
import { WebResourceCard } from './web-resource-card';
// The product picker's search bar, chips and list end, shared rather than copied.
import '../../../components/product-picker/product-filters.css';
import '../../../components/product-picker/product-list.css';
import './web-resources.css';

/** /webResource's body: search, category chips, the cards page by page (decision 030). */
export function WebResourceList() {
  const [filters, setFilters] = useState<WebResourceFilters>({ keyword: '', category: '' });
  const [draft, setDraft] = useState('');
  const query = useWebResources(filters);
  // Every category of the published entries: the server sends them whatever the filter.
  const categories = query.data?.pages[0]?.categories ?? [];
  const entries = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = filters.keyword !== '' || filters.category !== '';

  let results;
  if (query.isPending) results = <LoadingState />;
  else if (query.isError)
    results = <ErrorState message={errorText(query.error, '')} onRetry={() => void query.refetch()} />;
  else if (entries.length === 0)
    results = filtered ? <SearchEmptyState /> : <EmptyState text={webResourceText.empty} />;
  else
    results = (
      <>
        <p className="web-resources__count" role="status">
          {webResourceText.count(total)}
        </p>
        <ul className="web-resources__list">
          {entries.map((entry) => (
            <WebResourceCard key={entry.id} entry={entry} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <button
            type="button"
            className="product-results__more"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? webResourceText.loadingMore : webResourceText.loadMore}
          </button>
        ) : (
          <p className="product-results__end">{webResourceText.noMore}</p>
        )}
      </>
    );

  return (
    <>
      <div className="selection-filters">
        <form
          className="selection-filters__search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters((f) => ({ ...f, keyword: draft.trim() }));
          }}
        >
          <input
            type="search"
            className="selection-filters__input"
            value={draft}
            placeholder={webResourceText.searchPlaceholder}
            aria-label={webResourceText.searchPlaceholder}
            maxLength={50}
            enterKeyHint="search"
            onChange={(e) => {
              setDraft(e.target.value);
              // Clearing the box (its × or by hand) shows everything again at once.
              if (e.target.value.trim() === '') setFilters((f) => ({ ...f, keyword: '' }));
            }}
          />
          <button type="submit" className="selection-filters__submit">
            {webResourceText.search}
          </button>
        </form>
        {categories.length > 0 && (
          <div className="selection-filters__kinds" role="radiogroup" aria-label={webResourceText.categories}>
            {['', ...categories].map((category) => (
              <button
                key={category || 'all'}
                type="button"
                role="radio"
                aria-checked={filters.category === category}
                className="selection-filters__chip"
                onClick={() => setFilters((f) => ({ ...f, category }))}
              >
                {category || webResourceText.all}
              </button>
            ))}
          </div>
        )}
      </div>
      <p className="web-resources__intro">{webResourceText.intro}</p>
      {results}
    </>
  );
}
