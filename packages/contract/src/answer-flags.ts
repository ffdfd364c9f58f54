import { z } from 'zod';
import { POPUP_ACTIONS, REPLY_ACTIONS } from './enums.js';

/**
 * What an answer asks the chat to offer beside its text (hand-offs to tool screens, the choose card),
 * under the names a stored message uses (spec §3). The stream event spells some of them differently
 * (`popup_action`, `show_customer_service`): answer-fold.ts maps between the two in one place. A new
 * flag is added here, in NO_FLAGS and in that mapping; TypeScript points at each.
 */
export const answerFlagsSchema = z.object({
  vehicleFlag: z.boolean(),
  commissionFlag: z.boolean(),
  colorPageFlag: z.boolean(),
  showCustomerService: z.boolean(),
  action: z.enum(REPLY_ACTIONS),
  popupAction: z.enum(POPUP_ACTIONS),
});
export type AnswerFlags = z.infer<typeof answerFlagsSchema>;
