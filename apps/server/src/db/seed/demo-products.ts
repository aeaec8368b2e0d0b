import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { processImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { Executor } from '../client.js';
import { products, userAvailableProducts, users } from '../schema/index.js';
import { createProduct, createProductTheme } from './factories.js';

type DemoProduct = Parameters<typeof createProduct>[1] & {
  name: string;
  sku: string;
  /** Two colours of the preview's gradient and a caption under the name. */
  art: [from: string, to: string, caption: string];
  themes?: Array<{
    name: string;
    description: string;
    status?: 'active' | 'coming_soon' | 'unlisted';
    art: [string, string];
  }>;
};

const THEMES: NonNullable<DemoProduct['themes']> = [
  {
    name: 'Operating theatre',
    description: 'A modern OR with a laparoscopic tower, monitors at eye level and theatre lighting.',
    art: ['#0b7285', '#062b36'],
  },
  {
    name: 'Training lab',
    description: 'A skills-lab bench with a box trainer, as in most residency programmes.',
    art: ['#5c940d', '#1f3305'],
  },
];

/**
 * A price in each currency the portal bills in (minor units): the demo's billings are in EUR and USD (the US
 * residency team), and every product is sold in all four, so any billing the admin adds can take a license.
 */
const priced = (EUR: number, USD: number, GBP: number, CHF: number) => ({ prices: { EUR, USD, GBP, CHF } });

const core = (months: 3 | 6 | 12, prices: ReturnType<typeof priced>): DemoProduct => ({
  type: 'software',
  name: `LapSkills Core (${months} months)`,
  sku: `LS-CORE-${String(months).padStart(2, '0')}`,
  ...prices,
  duration: months,
  durationType: 'month',
  variant: 'Core',
  status: 'active',
  detailsUrl: 'https://lapskills.example.com/core',
  description: `<p>The complete LapSkills curriculum for <strong>${months} months</strong>: all eight FLS manual skills with accuracy, speed and gameplay scoring.</p><ul><li>Positioning, grasping, transferring and ligation</li><li>Cutting, suturing, clipping and dissection</li><li>Progress towards the FLS manual-skills exam</li></ul>`,
  art: ['#1c7ed6', '#0b2545', `Software license · ${months} months`],
  themes:
    months === 12
      ? [
          ...THEMES,
          {
            name: 'Night shift',
            description: 'Dimmed lights and an on-call atmosphere, for practice under pressure.',
            status: 'coming_soon',
            art: ['#5f3dc4', '#1a1040'],
          },
        ]
      : THEMES,
});

/** A catalogue a visitor recognises: licenses of 3, 6 and 12 months, add-ons and the hardware the game runs with. */
const CATALOGUE: DemoProduct[] = [
  core(3, priced(49_000, 53_000, 42_000, 46_000)),
  core(6, priced(89_000, 96_000, 76_000, 84_000)),
  core(12, priced(159_000, 172_000, 136_000, 149_000)),
  {
    type: 'software',
    name: 'LapSkills Advanced Suturing',
    sku: 'LS-ADV-12',
    ...priced(199_000, 215_000, 170_000, 187_000),
    duration: 12,
    durationType: 'month',
    variant: 'Advanced',
    status: 'coming_soon',
    description:
      '<p>Intracorporeal knot tying and continuous suturing with force feedback. <em>Available from the next release.</em></p>',
    art: ['#e8590c', '#3d1703', 'Software license · 12 months'],
  },
  {
    type: 'software',
    name: 'LapSkills Pilot',
    sku: 'LS-PILOT-03',
    ...priced(0, 0, 0, 0),
    duration: 3,
    durationType: 'month',
    variant: 'Pilot',
    status: 'unlisted',
    description: '<p>A free three-month pilot for hospitals evaluating LapSkills. Given to selected users only.</p>',
    art: ['#495057', '#141517', 'Pilot license · 3 months'],
  },
  {
    type: 'add-on',
    name: 'Suturing module',
    sku: 'ADD-SUTURE-12',
    ...priced(29_000, 31_000, 25_000, 27_000),
    duration: 12,
    durationType: 'month',
    status: 'active',
    description: '<p>Extra suturing exercises: interrupted stitches, running sutures and knot security checks.</p>',
    art: ['#c2255c', '#3b0a1d', 'Add-on · 12 months'],
  },
  {
    type: 'add-on',
    name: 'Team analytics pack',
    sku: 'ADD-ANALYTICS-12',
    ...priced(19_000, 21_000, 16_000, 18_000),
    duration: 12,
    durationType: 'month',
    status: 'active',
    description: '<p>Cohort comparisons and exportable progress reports for trainers and programme directors.</p>',
    art: ['#2b8a3e', '#0b2912', 'Add-on · 12 months'],
  },
  {
    type: 'hardware',
    name: 'Laparoscopic trainer box',
    sku: 'HW-BOX-STD',
    ...priced(129_000, 139_000, 110_000, 121_000),
    variant: 'Standard',
    status: 'active',
    detailsUrl: 'https://lapskills.example.com/hardware/trainer-box',
    description:
      '<p>A foldable box trainer with an HD camera, LED lighting and five trocar ports. Connects over USB.</p>',
    art: ['#364fc7', '#10163d', 'Hardware'],
  },
  {
    type: 'hardware',
    name: 'Laparoscopic trainer box Pro',
    sku: 'HW-BOX-PRO',
    ...priced(189_000, 204_000, 161_000, 177_000),
    variant: 'Pro',
    status: 'active',
    description: '<p>The trainer box with a 4K camera, motion tracking of both instruments and a carrying case.</p>',
    art: ['#1864ab', '#071d33', 'Hardware'],
  },
  {
    type: 'hardware',
    name: 'Instrument set',
    sku: 'HW-INSTR-SET',
    ...priced(69_000, 75_000, 59_000, 65_000),
    variant: '5 mm, 4 pieces',
    status: 'active',
    description: '<p>Grasper, Maryland dissector, scissors and needle holder with tracked handles.</p>',
    art: ['#868e96', '#212529', 'Hardware'],
  },
  {
    type: 'hardware',
    name: 'Foot pedal',
    sku: 'HW-PEDAL',
    ...priced(14_900, 16_100, 12_700, 14_000),
    status: 'coming_soon',
    description: '<p>A two-button pedal for diathermy and clip application exercises.</p>',
    art: ['#f08c00', '#3d2400', 'Hardware'],
  },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A preview card: a gradient, trocar-port rings and the name. Rendered from SVG by sharp. */
function previewSvg(name: string, [from, to, caption]: [string, string, string?]) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="960" height="600" fill="url(#g)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="10">
    <circle cx="770" cy="170" r="70"/><circle cx="660" cy="330" r="44"/><circle cx="850" cy="380" r="32"/>
  </g>
  <text x="60" y="430" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${name.length > 22 ? 50 : 62}"
    font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
  ${caption ? `<text x="62" y="490" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.8">${escapeXml(caption)}</text>` : ''}
</svg>`);
}

/** The preview and thumbnail keys of a rendered card, stored through the same path as an upload. */
async function renderPreview(storage: Storage, name: string, art: [string, string, string?]) {
  const png = await sharp(previewSvg(name, art)).png().toBuffer();
  const { preview, thumbnail } = await processImage(png);
  await storage.put(preview.key, preview.bytes, preview.contentType);
  await storage.put(thumbnail.key, thumbnail.bytes, thumbnail.contentType);
  return { imageKey: preview.key, thumbnailKey: thumbnail.key };
}

/**
 * The demo catalogue (idempotent: a product whose SKU exists is left as it is).
 * With a storage, every product and theme gets a generated preview image, so
 * the lists show thumbnails. The trainee may be given the unlisted pilot.
 */
export async function seedDemoProducts(db: Executor, storage?: Storage): Promise<void> {
  for (const { art, themes = [], ...values } of CATALOGUE) {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`lower(${products.sku}) = ${values.sku.toLowerCase()}`);
    if (found) continue;
    const images = storage ? await renderPreview(storage, values.name, art) : {};
    const product = await createProduct(db, { ...values, ...images });
    for (const theme of themes) {
      const themeImages = storage ? await renderPreview(storage, theme.name, [...theme.art, values.name]) : {};
      await createProductTheme(db, {
        productId: product.id,
        name: theme.name,
        description: theme.description,
        status: theme.status ?? 'active',
        ...themeImages,
      });
    }
  }
  // Per-user available products: the demo trainee may be given the 12-month license and the pilot.
  const [trainee] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'trainee@example.com'));
  if (!trainee) return;
  const available = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.type, 'software'), sql`${products.sku} in ('LS-CORE-12', 'LS-PILOT-03')`));
  if (available.length === 0) return;
  await db
    .insert(userAvailableProducts)
    .values(available.map(({ id }) => ({ userId: trainee.id, productId: id, productType: 'software' as const })))
    .onConflictDoNothing();
}
