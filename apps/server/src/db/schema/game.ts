import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A pending device sign-in (RFC 8628): the device code is stored as its SHA-256 only. */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceCodeHash: text('device_code_hash').notNull(),
    /** Normalized: 8 letters, no dash. */
    userCode: text('user_code').notNull(),
    clientId: text('client_id').notNull(),
    deviceName: text('device_name'),
    platform: text('platform'),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'exchanged'] })
      .notNull()
      .default('pending'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('device_authorizations_device_code_unique').on(t.deviceCodeHash),
    uniqueIndex('device_authorizations_user_code_unique').on(t.userCode),
    index('device_authorizations_expires_idx').on(t.expiresAt),
    check('device_authorizations_status_check', sql`${t.status} in ('pending', 'approved', 'denied', 'exchanged')`),
  ],
);

/** A connected device's bearer token (stored as its SHA-256); `id` is its public id. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('device_tokens_token_hash_unique').on(t.tokenHash),
    index('device_tokens_user_idx').on(t.userId),
    index('device_tokens_last_seen_idx').on(t.lastSeenAt),
  ],
);
