import { create } from 'zustand';

/** What the 'work order / live agent' dialog was opened with (spec §3 common state). */
export interface HumanAgentParams {
  /** The /csSummary text to attach to a work order started from the dialog. */
  summary?: string;
  /** The conversation the hand-off came from: the work order records it. */
  conversationId?: string;
}

/** Spec §3 common state: the parts the app uses so far (the human-agent dialog). Not persisted. */
export interface CommonState {
  humanAgentVisible: boolean;
  humanAgentParams: HumanAgentParams;
  openHumanAgent(params?: HumanAgentParams): void;
  closeHumanAgent(): void;
}

export const useCommonStore = create<CommonState>()((set) => ({
  humanAgentVisible: false,
  humanAgentParams: {},
  openHumanAgent: (params = {}) => set({ humanAgentVisible: true, humanAgentParams: params }),
  closeHumanAgent: () => set({ humanAgentVisible: false }),
}));
