import type { ReactNode } from 'react';
import { MESSAGES } from '@broker/contract';

export interface DialogButton {
  key: 'cancel' | 'confirm';
  text: string;
  bold?: boolean;
  danger?: boolean;
  /** May return a promise; the kit shows the button as loading until it settles. */
  onClick(): void | Promise<void>;
}

/** The part of a dialog implementation we use (antd-mobile's Dialog.show in the app). */
export interface DialogImpl {
  show(config: { title?: string; content: ReactNode; buttons: DialogButton[] }): { close(): void };
}

export interface ConfirmOptions {
  title?: string;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
  /** Close after a successful confirm (default true); false leaves closing to the caller. */
  closeOnConfirm?: boolean;
  onConfirm?(): void | Promise<void>;
  onCancel?(): void;
}

export interface ConfirmHandle {
  close(): void;
}

/**
 * Confirm dialog with the spec's rules: default buttons 取消/确定, closes on confirm unless told not to,
 * and a confirm tap while the previous one is still running does nothing (no double logout/delete).
 * A failed onConfirm keeps the dialog open: the HTTP client has already said why.
 */
export function createConfirmDialog(impl: DialogImpl) {
  return function confirm(options: ConfirmOptions): ConfirmHandle {
    let loading = false;
    const handle = impl.show({
      title: options.title,
      content: options.content,
      buttons: [
        {
          key: 'cancel',
          text: options.cancelText ?? MESSAGES.cancel,
          onClick: () => {
            handle.close();
            options.onCancel?.();
          },
        },
        {
          key: 'confirm',
          text: options.confirmText ?? MESSAGES.confirm,
          bold: true,
          danger: options.danger,
          onClick: async () => {
            if (loading) return;
            loading = true;
            try {
              await options.onConfirm?.();
              if (options.closeOnConfirm !== false) handle.close();
            } catch {
              // Stay open so the agent can retry or cancel.
            } finally {
              loading = false;
            }
          },
        },
      ],
    });
    return handle;
  };
}
