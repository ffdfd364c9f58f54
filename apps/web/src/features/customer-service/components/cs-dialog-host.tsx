import { Suspense, lazy, useState } from 'react';
import { useCommonStore } from '../../../stores/common-store';

const CsDialog = lazy(() => import('./cs-dialog').then((m) => ({ default: m.CsDialog })));

/** Loads the dialog (its chunk, antd-mobile's Popup) the first time something opens it, then keeps it. */
export function CsDialogHost() {
  const visible = useCommonStore((s) => s.humanAgentVisible);
  const [used, setUsed] = useState(false);
  if (visible && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <CsDialog />
    </Suspense>
  ) : null;
}
