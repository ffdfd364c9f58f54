import { create } from 'zustand';

/** What the 'work order / live agent' dialog was opened with (spec §3 common state). */
export interface HumanAgentParams {
  /** The /csSummary text to attach to a work order started from the dialog. */
  summary?: string;
  /** The conversation the hand-off came from: the work order records it. */
  conversationId?: string;
}

/**
 * Spec §3 assistant parameters: what the host app's template-params service (spec §7) set for this
 * session (decision 036). Empty until it answers, and always without a configured service.
 */
export interface AssistantParams {
  /** The assistant's display name: the home screen's title. */
  name?: string;
  /** Feature switches: a tool named here with `false` leaves the drawer. */
  features?: Readonly<Record<string, boolean>>;
}

/**
 * Spec §3 common state: the parts something reads (decision 036 says where the others went). Not
 * persisted.
 */
export interface CommonState {
  humanAgentVisible: boolean;
  humanAgentParams: HumanAgentParams;
  assistantParams: AssistantParams;
  openHumanAgent(params?: HumanAgentParams): void;
  closeHumanAgent(): void;
}

export const useCommonStore = create<CommonState>()((set) => ({
  humanAgentVisible: false,
  humanAgentParams: {},
  assistantParams: {},
  openHumanAgent: (params = {}) => set({ humanAgentVisible: true, humanAgentParams: params }),
  closeHumanAgent: () => set({ humanAgentVisible: false }),
}));
