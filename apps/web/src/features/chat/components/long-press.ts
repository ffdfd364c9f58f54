import { LIMITS } from '@broker/contract';

export type PressEvent =
  | { type: 'down'; x: number; y: number; at: number }
  | { type: 'move'; x: number; y: number }
  | { type: 'up' | 'cancel' };

export interface PressState {
  start: { x: number; y: number } | null;
  /** The finger moved beyond the tap tolerance: neither a tap nor a long press. */
  moved: boolean;
}

export const initialPress: PressState = { start: null, moved: false };

/** Spec §9: a press moving less than the tap tolerance (5 px) is still a press. */
export function reducePress(state: PressState, event: PressEvent): PressState {
  switch (event.type) {
    case 'down':
      return { start: { x: event.x, y: event.y }, moved: false };
    case 'move': {
      if (!state.start || state.moved) return state;
      const dx = event.x - state.start.x;
      const dy = event.y - state.start.y;
      return Math.hypot(dx, dy) > LIMITS.tapTolerancePx ? { ...state, moved: true } : state;
    }
    default:
      return initialPress;
  }
}
