import { LIMITS } from '@broker/contract';
import type { ChatTracking } from './chat-types';

/** Spec §3 common state. */
export interface CommonState {
  homeSwipeTouchable: boolean;
  watermarkShown: boolean;
  /** Whether the counted loading toast is showing (kept in step by the HTTP client's UI wiring). */
  loadingToast: boolean;
  /** Scroll offset per page path, for pages that restore their position. */
  scrollPositions: Record<string, number>;
  humanAgentDialogVisible: boolean;
  humanAgentDialogParams: Record<string, unknown> | null;
  diffBarCollapsed: boolean;
  comparisonTheme: string;
  customerServiceSourceType: number;
  assistantParams: Record<string, unknown> | null;
  newChat: boolean;
  chatTracking: ChatTracking;
  /** Opened from a share link (`shareFlag=1`). */
  shareFlag: boolean;
}

export const initialCommonState: CommonState = {
  homeSwipeTouchable: true,
  watermarkShown: true,
  loadingToast: false,
  scrollPositions: {},
  humanAgentDialogVisible: false,
  humanAgentDialogParams: null,
  diffBarCollapsed: false,
  comparisonTheme: 'default',
  customerServiceSourceType: LIMITS.defaultCustomerServiceSourceType,
  assistantParams: null,
  newChat: false,
  chatTracking: {
    device: '',
    scene: '',
    systemName: '',
    pageName: '',
    functionName: '',
    functionCode: '',
    pointsCode: '',
    sessionId: '',
  },
  shareFlag: false,
};
