import {
  calculationResponseSchema,
  conversationFactorsRequestSchema,
  conversationFactorsResponseSchema,
  quoteRequestSchema,
} from '@broker/contract';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

/** The premium and commission calculator (issue 14, decision 021); not in spec §7. */
export const calculatorRoutes: RegisterRoutes = (app, { services }) => {
  const { calculator } = services;

  // One round trip per recalculation: quote, total, commission schedule and a short illustration.
  app.post(
    '/v1/premium/calculate',
    { schema: { body: quoteRequestSchema, response: { 200: calculationResponseSchema } } },
    (request) => calculator.calculate(request.body.productCode, request.body.factors),
  );

  // The factors the chat understood, for its 算保费 button and commission answers.
  app.post(
    '/v1/premium/conversation_factors',
    {
      schema: {
        body: conversationFactorsRequestSchema,
        response: { 200: conversationFactorsResponseSchema },
      },
    },
    (request) =>
      calculator.conversationFactors(
        authOf(request).user.id,
        request.body.conversationId,
        request.body.productCode,
      ),
  );
};
