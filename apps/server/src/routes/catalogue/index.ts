import {
  commissionResponseSchema,
  illustrationResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@broker/contract';
import {
  ageOptionsSchema,
  companyListSchema,
  productCodeBodySchema,
  productCodeParamsSchema,
  productDetailSchema,
  productFactorsSchema,
  productPageSchema,
  productSearchQuerySchema,
} from '@broker/contract';
import type { RegisterRoutes } from '../types.js';

/** The product catalogue: every route needs a session (agents only), none is per-owner. */
export const catalogueRoutes: RegisterRoutes = (app, { services }) => {
  const { catalogue } = services;

  app.get(
    '/v1/products',
    { schema: { querystring: productSearchQuerySchema, response: { 200: productPageSchema } } },
    (request) => catalogue.search(request.query),
  );

  app.get(
    '/v1/products/:code',
    { schema: { params: productCodeParamsSchema, response: { 200: productDetailSchema } } },
    (request) => catalogue.detail(request.params.code),
  );

  app.get('/v1/companies', { schema: { response: { 200: companyListSchema } } }, () => catalogue.companies());

  // Spec §7: the age options of the selection filter.
  app.get('/v1/prodfilterage/', { schema: { response: { 200: ageOptionsSchema } } }, () =>
    catalogue.ageOptions(),
  );

  // Spec §7: the factor definitions a quote form is rendered and validated from.
  app.post(
    '/v1/prodfactors/app_fetch',
    { schema: { body: productCodeBodySchema, response: { 200: productFactorsSchema } } },
    (request) => catalogue.factors(request.body.productCode),
  );

  app.post(
    '/v1/premium/quote',
    { schema: { body: quoteRequestSchema, response: { 200: quoteResponseSchema } } },
    (request) => catalogue.quote(request.body.productCode, request.body.factors),
  );

  app.post(
    '/v1/premium/commission',
    { schema: { body: quoteRequestSchema, response: { 200: commissionResponseSchema } } },
    (request) => catalogue.commission(request.body.productCode, request.body.factors),
  );

  app.post(
    '/v1/premium/illustration',
    { schema: { body: quoteRequestSchema, response: { 200: illustrationResponseSchema } } },
    (request) => catalogue.illustration(request.body.productCode, request.body.factors),
  );
};
