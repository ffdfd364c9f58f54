import type * as AntdKit from './antd-kit';
import { createConfirmDialog } from './confirm-dialog';
import { createToast } from './toast';

export type { ConfirmOptions, ConfirmHandle } from './confirm-dialog';

// antd-mobile's Toast and Dialog bring its animation library (~20 KB gzip), which the first screen does
// not need. They load in their own chunk: on first use, or earlier through preloadFeedback() once the
// app is up, so a toast can still appear when the network is gone.
let kit: Promise<typeof AntdKit> | undefined;
const loadKit = () => (kit ??= import('./antd-kit'));

export function preloadFeedback(): void {
  void loadKit();
}

/** The app's toast, on antd-mobile's Toast. Calls keep their order: they all wait on one import. */
export const toast = createToast({
  show: (options) => void loadKit().then(({ Toast }) => Toast.show(options)),
  clear: () => void loadKit().then(({ Toast }) => Toast.clear()),
});

/** The app's confirm dialog, on antd-mobile's Dialog (buttons side by side, as in iOS alerts). */
export const confirmDialog = createConfirmDialog({
  show: ({ title, content, buttons }) => {
    let closed = false;
    let handle: { close(): void } | undefined;
    void loadKit().then(({ Dialog }) => {
      if (closed) return;
      handle = Dialog.show({
        title,
        content,
        closeOnAction: false,
        actions: [
          buttons.map(({ key, text, bold, danger, onClick }) => ({ key, text, bold, danger, onClick })),
        ],
      });
    });
    return {
      close: () => {
        closed = true;
        handle?.close();
      },
    };
  },
});
