import { listEnvelope, outboxMail } from '@portal/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mails } from '../../db/schema/index.js';
import { listMeta, parseListQuery } from '../../lib/list-query.js';
import { linksOf } from '../../mail/templates.js';

/**
 * The development outbox: every mail the portal wrote, newest first, with its
 * links. Registered only outside production; open without sign-in so that a
 * developer can follow an activation link of a fresh sign-up.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  if (fastify.config.isProduction) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dev/mails',
    {
      schema: {
        tags: ['development'],
        summary: 'Development outbox (not in production)',
        response: { 200: listEnvelope(outboxMail) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, {
        includes: [],
        sorts: ['created_at'],
        filters: ['to'],
        defaultSort: '-created_at',
      });
      const to = typeof query.filter.to === 'string' ? query.filter.to.toLowerCase() : undefined;
      const where = to ? sql`lower(${mails.toAddress}) = ${to}` : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(mails)
          .where(where)
          .orderBy(desc(mails.createdAt), desc(mails.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        app.db.select({ n: sql<number>`count(*)::int` }).from(mails).where(where),
      ]);
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: linksOf(m.text),
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
        meta: listMeta(query, total?.n ?? 0),
      };
    },
  );
}
