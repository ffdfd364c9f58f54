import { useEffect, useRef } from 'react';
import { LIMITS } from '@broker/contract';
import { initialPress, reducePress, type PressState } from './long-press';

/**
 * Pointer handlers for a long press (spec §9: 600 ms, 5 px tolerance). The context menu (right click,
 * iOS/Android's own long-press menu on text) opens ours instead.
 */
export function useLongPress(onLongPress: () => void) {
  const state = useRef<PressState>(initialPress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    state.current = reducePress(state.current, { type: 'cancel' });
  };

  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      state.current = reducePress(state.current, {
        type: 'down',
        x: e.clientX,
        y: e.clientY,
        at: Date.now(),
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (state.current.start && !state.current.moved) callback.current();
        state.current = initialPress;
      }, LIMITS.longPressMs);
    },
    onPointerMove: (e: React.PointerEvent) => {
      state.current = reducePress(state.current, { type: 'move', x: e.clientX, y: e.clientY });
      if (state.current.moved) clearTimeout(timer.current);
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (e: React.MouseEvent) => {
      e.preventDefault();
      cancel();
      callback.current();
    },
  };
}
