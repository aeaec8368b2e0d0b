import type { IncomingMessage } from 'node:http';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import {
  dataEnvelope,
  MEMBER_IMPORT_FIELD,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_SYNC_MAX_ROWS,
  memberImport,
  memberImportParams,
  memberImportPreview,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../lib/client-info.js';
import { errorReplies, findOr404 } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import {
  findMemberImport,
  importMembers,
  MEMBER_IMPORT_JOB,
  type MemberImportJob,
  presentMemberImport,
  workMemberImport,
} from './member-import.js';
import { importTooLarge, presentImportRow, previewMemberImport } from './member-import-csv.js';
import type { ManagerScope } from './queries.js';

const tags = ['manager'];
const failures = errorReplies(401, 403, 409, 413, 422, 429);
const importEnvelope = dataEnvelope(memberImport);
/** 201: done within the request; 202: queued for the job; 200: the same file again, its first import. */
const STATUS = { created: 201, queued: 202, repeated: 200 } as const;
/** The file is smaller than the limit; the body may carry a little multipart framing besides. */
const FILE_LIMIT = MEMBER_IMPORT_MAX_BYTES - 1;
const BODY_LIMIT = MEMBER_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * The one file of a multipart body (field `file`), held in memory up to the limit: a larger
 * file is a 413, other fields and files are skipped. `undefined` when there is none.
 */
function readMultipartFile(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const parser = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { fileSize: FILE_LIMIT, files: 1, fields: 10, parts: 11, fieldSize: 1000 },
    });
    const chunks: Buffer[] = [];
    let found = false;
    let truncated = false;
    parser.on('file', (field, stream) => {
      if (field !== MEMBER_IMPORT_FIELD || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
    });
    parser.on('error', reject);
    parser.on('finish', () => {
      if (truncated) reject(importTooLarge());
      else resolve(found ? Buffer.concat(chunks) : undefined);
    });
    payload.pipe(parser);
  });
}

/** The file from the parsed body: a multipart upload's or a `text/csv` body's bytes. */
const fileOf = (body: unknown): Buffer | undefined => (Buffer.isBuffer(body) ? body : undefined);

/**
 * `POST /api/manager/members/import/preview` and `POST /api/manager/members/import`, inside the
 * manager section (its guard and scope). Their own context reads the body: multipart/form-data
 * with the file in `file` (read here, not by the app's multipart parser, whose file limit is an
 * image's 2 MB), or the CSV itself as `text/csv` or `text/plain`; both smaller than 5 MB.
 */
export function memberImportRoutes(app: FastifyInstance, scopeOf: (request: FastifyRequest) => ManagerScope) {
  return app.register(async function memberImport(scope) {
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser(
      'multipart/form-data',
      { bodyLimit: BODY_LIMIT },
      async (request: FastifyRequest, payload: IncomingMessage) => readMultipartFile(request, payload),
    );
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: FILE_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw importTooLarge();
      throw error;
    });
    const ctx = scope.services;
    await scope.jobs.handle<MemberImportJob>(MEMBER_IMPORT_JOB, (job) => workMemberImport(ctx, job));
    const consumes = ['multipart/form-data', 'text/csv', 'text/plain'];

    scope.post(
      '/members/import/preview',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          operationId: 'previewManagerMemberImport',
          summary: 'Read a CSV file of people to invite (email, first_name, last_name, role) and check each row',
          description:
            'Multipart with the file in `file`, or the CSV as a text/csv body; smaller than 5 MB, at most 10,000 rows. ' +
            'Answers every row with its problems; writes nothing.',
          consumes,
          response: { 200: dataEnvelope(memberImportPreview), ...failures },
        },
      },
      async (request) => {
        const rows = await previewMemberImport(scope.db, fileOf(request.body));
        const invalid = rows.filter((row) => row.errors.length > 0).length;
        return {
          data: {
            rows: rows.map((row) => presentImportRow(row, request.language)),
            valid: rows.length - invalid,
            invalid,
          },
        };
      },
    );

    scope.post(
      '/members/import',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          operationId: 'importManagerMembers',
          summary: 'Invite everyone in a CSV file into the own organization',
          description:
            'The same file as the preview. When any row has a problem nothing is written and the answer is 422 ' +
            "with each problem as `rows.<row>.<column>`. The rows count against the organization's invitations of " +
            'the day (429 saying how many remain when they do not fit). A file of at most ' +
            `${MEMBER_IMPORT_SYNC_MAX_ROWS} rows is invited at once (201); a larger one is queued (202): follow it ` +
            'with `GET /api/manager/member-imports/{importId}`. The same file sent again within a day answers its ' +
            'first import (200) and invites nobody twice.',
          consumes,
          response: { 200: importEnvelope, 201: importEnvelope, 202: importEnvelope, ...failures },
        },
      },
      async (request, reply) => {
        const { record, outcome } = await importMembers(
          ctx,
          signedIn(request),
          scopeOf(request),
          fileOf(request.body),
          clientOf(request),
        );
        return reply.status(STATUS[outcome]).send({ data: presentMemberImport(record, request.language) });
      },
    );

    scope.withTypeProvider<ZodTypeProvider>().get(
      '/member-imports/:importId',
      {
        schema: {
          tags,
          operationId: 'getManagerMemberImport',
          summary: "An import of the own organization: its progress, then each row's outcome",
          params: memberImportParams,
          response: { 200: importEnvelope, ...errorReplies(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const record = await findOr404(findMemberImport(scope.db, scopeOf(request), request.params.importId));
        return { data: presentMemberImport(record, request.language) };
      },
    );
  });
}
