import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfirmDialog, type DialogButton, type DialogImpl } from './confirm-dialog';
import { createToast } from './toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeImpl = () => ({ show: vi.fn(), clear: vi.fn() });

  it('closes after 2000 ms by default', () => {
    const impl = fakeImpl();
    const toast = createToast(impl);
    toast.show('已复制');
    expect(impl.show).toHaveBeenCalledWith(expect.objectContaining({ content: '已复制' }));
    vi.advanceTimersByTime(1999);
    expect(impl.clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(impl.clear).toHaveBeenCalledTimes(1);
  });

  it('stays open with duration 0', () => {
    const impl = fakeImpl();
    createToast(impl).show('处理中', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(impl.clear).not.toHaveBeenCalled();
  });

  it('a newer toast is not closed by the older one’s timer', () => {
    const impl = fakeImpl();
    const toast = createToast(impl);
    toast.show('第一条');
    vi.advanceTimersByTime(1500);
    toast.show('第二条', { duration: 3000 });
    vi.advanceTimersByTime(1000);
    expect(impl.clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(impl.clear).toHaveBeenCalledTimes(1);
  });

  it('hideLoading closes the loading toast but not a message that replaced it', () => {
    const impl = fakeImpl();
    const toast = createToast(impl);
    toast.showLoading();
    toast.show('出错了');
    toast.hideLoading();
    expect(impl.clear).not.toHaveBeenCalled();
    toast.showLoading();
    toast.hideLoading();
    expect(impl.clear).toHaveBeenCalledTimes(1);
  });
});

describe('confirm dialog', () => {
  function setup() {
    const close = vi.fn();
    let buttons: DialogButton[] = [];
    const impl: DialogImpl = {
      show: vi.fn((config) => {
        buttons = config.buttons;
        return { close };
      }),
    };
    const button = (key: DialogButton['key']) => {
      const found = buttons.find((b) => b.key === key);
      if (!found) throw new Error(`no ${key} button`);
      return found;
    };
    return { confirm: createConfirmDialog(impl), impl, close, button };
  }

  it('uses 取消 / 确定 by default and closes on confirm', async () => {
    const { confirm, close, button } = setup();
    const onConfirm = vi.fn();
    confirm({ content: '确定退出当前账号吗？', onConfirm });
    expect(button('cancel').text).toBe('取消');
    expect(button('confirm').text).toBe('确定');
    await button('confirm').onClick();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stays open on confirm when told not to', async () => {
    const { confirm, close, button } = setup();
    confirm({ content: 'x', closeOnConfirm: false, onConfirm: () => undefined });
    await button('confirm').onClick();
    expect(close).not.toHaveBeenCalled();
  });

  it('ignores confirm while a previous async confirm is still running', async () => {
    const { confirm, close, button } = setup();
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    confirm({ content: 'x', onConfirm });
    const first = button('confirm').onClick();
    await button('confirm').onClick();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    finish();
    await first;
    expect(close).toHaveBeenCalledTimes(1);
    // Once settled, confirm acts again.
    const again = button('confirm').onClick();
    expect(onConfirm).toHaveBeenCalledTimes(2);
    finish();
    await again;
  });

  it('stays open when the confirm action fails, and cancel closes and reports', async () => {
    const { confirm, close, button } = setup();
    const onCancel = vi.fn();
    confirm({ content: 'x', onConfirm: () => Promise.reject(new Error('boom')), onCancel });
    await button('confirm').onClick();
    expect(close).not.toHaveBeenCalled();
    await button('cancel').onClick();
    expect(close).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
