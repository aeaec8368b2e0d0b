import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { daysBefore } from '../../lib/calendar-day.js';
import { recordAudit } from '../../modules/audit/index.js';
import type { Executor } from '../client.js';
import { products, releases, shippingCosts, users } from '../schema/index.js';
import { createRelease, createShippingCost } from './factories.js';

/** What sending hardware costs, in euro cents: the neighbours, the UK and the US; 39.00 anywhere else. */
const SHIPPING: Array<[country: string, amount: number]> = [
  ['NL', 995],
  ['BE', 1250],
  ['DE', 1495],
  ['FR', 1995],
  ['GB', 2950],
  ['US', 5900],
];
const DEFAULT_SHIPPING = 3900;

type Platform = 'windows' | 'macos' | 'linux';
const FILES: Record<Platform, { suffix: string; size: number }> = {
  windows: { suffix: 'win-x64.exe', size: 1_288_490_188 },
  macos: { suffix: 'macos-universal.dmg', size: 1_422_917_632 },
  linux: { suffix: 'linux-x86_64.AppImage', size: 1_203_765_248 },
};

const NOTES_142 = `### Improvements
- Suturing: the needle driver now follows the instrument's roll more closely.
- Faster start-up of the **training lab** theme.

### Fixes
- Clipping scores were rounded down on high-DPI screens.
- The foot pedal is found again after the computer wakes from sleep.

Read the [full change log](https://lapskills.example.com/changelog).`;

const NOTES_150 = `### New
- **Dissection** gets a second level with bleeding control.
- Session results are sent while training, not only at the end.

_Draft: not published yet._`;

/** A checksum that looks like one and is the same in every demo database. */
const demoChecksum = (name: string) => createHash('sha256').update(`lapskills-demo:${name}`).digest('hex');

/**
 * Shipping costs and the main software product's releases for the demo, each
 * recorded in the audit log as the super-admin's change (days ago), so the
 * audit log screen opens on a history. Idempotent: a country that has a cost,
 * and a product that has releases, are left as they are.
 */
export async function seedDemoShippingAndDownloads(tx: Executor, now = new Date()) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'admin@example.com'`);
  const actorId = admin?.id ?? null;
  const client = {
    ip: '192.0.2.10',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0 Safari/537.36',
  };
  let minutes = 0;
  // Spread over the last two weeks, oldest first.
  const at = () => {
    minutes += 37;
    return new Date(daysBefore(now, 14).getTime() + minutes * 60_000);
  };

  const [fallback] = await tx.select().from(shippingCosts).where(isNull(shippingCosts.country));
  if (fallback && fallback.amount === 0) {
    const when = at();
    await tx
      .update(shippingCosts)
      .set({ amount: DEFAULT_SHIPPING, updatedAt: when })
      .where(eq(shippingCosts.id, fallback.id));
    await recordAudit(tx, {
      action: 'shipping_cost.updated',
      actorId,
      ...client,
      details: { id: fallback.id, country: null, changes: { amount: { from: 0, to: DEFAULT_SHIPPING } } },
      at: when,
    });
  }
  for (const [country, amount] of SHIPPING) {
    const [found] = await tx
      .select({ id: shippingCosts.id })
      .from(shippingCosts)
      .where(eq(shippingCosts.country, country));
    if (found) continue;
    const when = at();
    const row = await createShippingCost(tx, { country, amount, currency: 'EUR' });
    await tx.update(shippingCosts).set({ createdAt: when, updatedAt: when }).where(eq(shippingCosts.id, row.id));
    await recordAudit(tx, {
      action: 'shipping_cost.created',
      actorId,
      ...client,
      details: {
        id: row.id,
        changes: {
          country: { from: null, to: country },
          amount: { from: null, to: amount },
          currency: { from: null, to: 'EUR' },
        },
      },
      at: when,
    });
  }

  const [main] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.type, 'software'), sql`lower(${products.sku}) = 'ls-core-12'`));
  if (!main) return;
  const [existing] = await tx.select({ id: releases.id }).from(releases).where(eq(releases.productId, main.id));
  if (existing) return;
  for (const [version, published, notes] of [
    ['1.4.2', true, NOTES_142],
    ['1.5.0', false, NOTES_150],
  ] as const) {
    for (const platform of ['windows', 'macos', 'linux'] as const) {
      const when = at();
      const file = `LapSkills-${version}-${FILES[platform].suffix}`;
      const row = await createRelease(tx, {
        productId: main.id,
        version,
        platform,
        url: `https://downloads.lapskills.example.com/core/${version}/${file}`,
        sizeBytes: FILES[platform].size + (version === '1.5.0' ? 31_457_280 : 0),
        sha256: demoChecksum(file),
        notes,
        published,
        publishedAt: published ? when : null,
      });
      await tx.update(releases).set({ createdAt: when, updatedAt: when }).where(eq(releases.id, row.id));
      await recordAudit(tx, {
        action: 'release.created',
        actorId,
        ...client,
        details: {
          id: row.id,
          product_id: main.id,
          changes: {
            version: { from: null, to: version },
            platform: { from: null, to: platform },
            published: { from: null, to: published },
          },
        },
        at: when,
      });
    }
  }
}
