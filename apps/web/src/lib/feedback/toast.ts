import { LIMITS } from '@broker/contract';
import { common } from '../../locales/zh-CN/common';

/** The part of a toast implementation we use (antd-mobile's Toast in the app, a fake in tests). */
export interface ToastImpl {
  show(options: { content: string; icon?: 'loading'; duration: 0; maskClickable: boolean }): void;
  clear(): void;
}

export interface ToastOptions {
  /** Milliseconds before it closes; 0 keeps it open until replaced or cleared. */
  duration?: number;
}

export interface ToastApi {
  show(content: string, options?: ToastOptions): void;
  showLoading(content?: string): void;
  /** Closes the loading toast, but not a message toast that replaced it. */
  hideLoading(): void;
  clear(): void;
}

/**
 * One toast at a time (as in antd-mobile). We time closing here rather than in the kit so the rules
 * (2000 ms default, 0 stays) hold whatever the kit's defaults and can be tested with fake timers.
 */
export function createToast(impl: ToastImpl): ToastApi {
  let current: { kind: 'message' | 'loading'; id: number } | null = null;
  let nextId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function close() {
    clearTimeout(timer);
    current = null;
    impl.clear();
  }

  return {
    show(content, { duration = LIMITS.toastDurationMs } = {}) {
      clearTimeout(timer);
      const id = ++nextId;
      current = { kind: 'message', id };
      impl.show({ content, duration: 0, maskClickable: true });
      if (duration > 0) {
        timer = setTimeout(() => {
          if (current?.id === id) close();
        }, duration);
      }
    },
    showLoading(content = common.loading) {
      clearTimeout(timer);
      current = { kind: 'loading', id: ++nextId };
      impl.show({ content, icon: 'loading', duration: 0, maskClickable: false });
    },
    hideLoading() {
      if (current?.kind === 'loading') close();
    },
    clear: close,
  };
}
