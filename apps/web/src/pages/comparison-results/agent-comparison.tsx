import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CompareRequest, CompareRow, Comparison, ShareCode } from '@broker/contract';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useComparison } from '../../features/compare/api/compare';
import { compareKeys } from '../../features/compare/api/query-keys';
import {
  deleteComparedProduct,
  saveComparison,
  useSavedComparison,
} from '../../features/compare/api/saved-comparisons';
import { fetchShareCode } from '../../features/compare/api/share';
import { ComparisonTable } from '../../features/compare/components/comparison-table';
import { DiffBar } from '../../features/compare/components/diff-bar';
import { IllustrationSection } from '../../features/compare/components/illustration-section';
import { ShareSheet } from '../../features/compare/components/share-sheet';
import { savedComparisonPath } from '../../features/compare/lib/compare-url';
import { useUserInfo } from '../../features/session/api/userinfo';
import { confirmDialog, toast } from '../../lib/feedback';
import { errorText, http } from '../../lib/http';
import { productSheetPath } from '../../lib/url/product-sheet-path';
import { compareText } from '../../locales/zh-CN/compare';

interface AgentComparisonProps {
  /** A fresh comparison's request, or null for a saved one. */
  initialRequest: CompareRequest | null;
  savedId: string | null;
}

/** The agent's comparison: edit factor rows, remove products, save, share. */
export function AgentComparison({ initialRequest, savedId }: AgentComparisonProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const realName = useUserInfo().data?.realName ?? '';
  // A saved comparison shows as saved until the agent edits it (or asks to recompute).
  const [request, setRequest] = useState<CompareRequest | null>(initialRequest);
  const [editedRow, setEditedRow] = useState<string | null>(null);
  const [diffOnly, setDiffOnly] = useState(false);
  const [share, setShare] = useState<ShareCode | null>(null);
  const [sharedId, setSharedId] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const saved = useSavedComparison(request ? null : savedId);
  const computed = useComparison(request);
  const query = request ? computed : saved;
  const comparison: Comparison | undefined = query.data;

  if (query.isPending && !comparison) return <LoadingState text={compareText.computing} />;
  if (!comparison)
    return <ErrorState message={errorText(query.error, '')} onRetry={() => void query.refetch()} />;
  const base = request ?? comparison.request;

  const edit = (row: CompareRow, code: string, value: string | number) => {
    const factor = row.paramCode.replace(/^factor\./, '');
    const own = { ...base.productFactors[code], [factor]: value };
    setEditedRow(row.paramCode);
    setRequest({ ...base, productFactors: { ...base.productFactors, [code]: own } });
  };
  const remove = (code: string) => {
    const product = comparison.products.find((p) => p.code === code);
    confirmDialog({
      content: compareText.removeConfirm(product?.name ?? code),
      onConfirm: async () => {
        if (savedId && !request) {
          const next = await deleteComparedProduct(savedId, code);
          queryClient.setQueryData(compareKeys.saved(savedId), next);
          return;
        }
        const { [code]: _dropped, ...productFactors } = base.productFactors;
        setRequest({ ...base, productCodes: base.productCodes.filter((c) => c !== code), productFactors });
      },
    });
  };
  const save = async (): Promise<string> => {
    const result = await saveComparison(savedId, base);
    const id = result.id ?? '';
    queryClient.setQueryData(compareKeys.saved(id), result);
    void queryClient.invalidateQueries({ queryKey: compareKeys.history });
    return id;
  };
  const onSave = async () => {
    const id = await save();
    toast.show(compareText.saved);
    if (id !== savedId) navigate(savedComparisonPath(id), { replace: true });
    else setRequest(null);
  };
  const onShare = async () => {
    const id = request || !savedId ? await save() : savedId;
    setShare(await fetchShareCode(id));
    setSharedId(id);
    setSheetOpen(true);
    if (id !== savedId) navigate(savedComparisonPath(id), { replace: true });
  };
  const onRevoke = async () => {
    if (!savedId) return;
    await http.request('DELETE', '/v1/product/compare/share/code', undefined, { params: { id: savedId } });
    setShare(null);
    setSheetOpen(false);
    toast.show(compareText.revoked);
  };

  return (
    <>
      {comparison.pricesMayHaveChanged && !request && (
        <div className="results__notice" role="status">
          {compareText.pricesChanged}
          <button type="button" onClick={() => setRequest(comparison.request)}>
            {compareText.recompute}
          </button>
        </div>
      )}
      {comparison.mixedTypes && <p className="results__mixed">{compareText.mixedTypes}</p>}
      {query.isError && (
        <p className="results__error" role="alert">
          {errorText(query.error, '')}
        </p>
      )}
      <DiffBar comparison={comparison} diffOnly={diffOnly} onToggle={() => setDiffOnly((v) => !v)} />
      <ComparisonTable
        comparison={comparison}
        diffOnly={diffOnly}
        editing={{
          loadingRow: computed.isFetching ? editedRow : null,
          onEdit: edit,
          onRemove: remove,
          productName: (p) => (
            <Link className="compare-table__product-name" to={productSheetPath(p.code)}>
              {p.name}
            </Link>
          ),
        }}
      />
      <IllustrationSection products={comparison.products} />
      <div className="results__actions">
        <button
          type="button"
          className="results__secondary"
          onClick={() => void onSave().catch(() => undefined)}
        >
          {compareText.save}
        </button>
        <button
          type="button"
          className="results__primary"
          onClick={() => void onShare().catch(() => undefined)}
        >
          {compareText.share}
        </button>
      </div>
      <ShareSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        comparison={comparison}
        comparisonId={sharedId}
        share={share}
        agentName={realName}
        onRevoke={() => void onRevoke().catch(() => undefined)}
      />
    </>
  );
}
