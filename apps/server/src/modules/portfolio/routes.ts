import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { portfolioPdf } from './service.js';

/** `GET /api/trainee/portfolio`: the signed-in trainee's training record as one PDF. */
export function traineePortfolioRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
  app.get(
    '/portfolio',
    {
      schema: {
        tags: ['trainee'],
        operationId: 'getOwnPortfolioPdf',
        summary:
          'The training portfolio as a PDF (A4): hours per month, the FLS learning curves against their targets, certificates, curricula completed',
        produces: ['application/pdf'],
        response: {
          200: z
            .any()
            .meta({ type: 'string', format: 'binary', description: 'The portfolio as a PDF (an attachment)' }),
          ...errorReplies(401, 403),
        },
      },
    },
    async (request, reply) => {
      const pdf = await portfolioPdf(app.services, scopeOf(request).userId, request.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="portfolio.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
