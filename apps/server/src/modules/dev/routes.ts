import { defineList, listEnvelope, outboxMail } from '@portal/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mails } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { ListFilter, listMeta, listPage, parseListQuery } from '../../lib/list-query/index.js';
import { PUBLIC } from '../../lib/route-access.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { linksOf } from '../../mail/templates.js';

const outboxList = defineList({ includes: [], sorts: ['created_at'], filters: ['to'], defaultSort: '-created_at' });

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this very machine: the socket's own peer address (never a
 * forwarded one), and no proxy header that would mean the request came from
 * further away through a local proxy.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/**
 * The development outbox: every mail the portal wrote, newest first, with its
 * links, so that a developer can follow the activation link of a fresh sign-up.
 * Its links sign people in, so it exists only where mail is not delivered (no
 * SMTP_URL) and never in production, and it answers only callers on this
 * machine; anyone else gets the same 404 as for any unknown path.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  if (fastify.config.isProduction || fastify.config.smtpUrl) return;
  await fastify.register(outboxRoutes);
}

/** Anyone but a caller on this machine gets the 404 of an unknown path. */
async function thisMachineOnly(request: FastifyRequest) {
  if (!fromThisMachine(request)) throw notFound();
}

const outboxRoutes = resource('/api/dev', thisMachineOnly, async function outboxRoutes(app) {
  app.get(
    '/mails',
    {
      config: PUBLIC,
      schema: {
        operationId: 'listDevMails',
        tags: ['development'],
        summary: 'Development outbox (not in production)',
        response: { 200: listEnvelope(outboxMail), ...errorReplies(404, 422) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, outboxList);
      const filter = new ListFilter();
      if (query.filter.to)
        filter.add('to', sql`lower(${mails.toAddress}) = ${filter.value(query.filter.to.toLowerCase())}`);
      const { rows, total } = await listPage(
        app.db,
        { name: 'dev_mails', table: mails, filter, sort: query.sort },
        query,
        (where, { limit, offset }) =>
          app.db
            .select()
            .from(mails)
            .where(where)
            .orderBy(desc(mails.createdAt), desc(mails.id))
            .limit(limit)
            .offset(offset),
      );
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
        meta: listMeta(query, total),
      };
    },
  );
});
