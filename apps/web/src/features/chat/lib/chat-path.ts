import { isCsChannel } from '@broker/contract';
import { useMainStore } from '../../../stores/main/main-store';

/**
 * Where the chat's current conversation continues: a customer-service conversation on /csAssistant
 * (its channel and knowledge base), any other on /index. For history entries opened elsewhere.
 */
export const chatPathOfOpenConversation = (): '/csAssistant' | '/index' =>
  isCsChannel(useMainStore.getState().channelType) ? '/csAssistant' : '/index';
