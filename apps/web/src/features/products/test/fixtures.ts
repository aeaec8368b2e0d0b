import type { AdminProduct } from '@portal/contracts';

export const SOFTWARE_ID = '00000000-0000-4000-8000-000000000501';

export const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: SOFTWARE_ID,
  type: 'software',
  name: 'LapSkills Core (12 months)',
  price: 159_000,
  currency: 'EUR',
  prices: { EUR: 159_000, USD: 172_000 },
  duration: 12,
  duration_type: 'month',
  sku: 'LS-CORE-12',
  description: '<p>All eight skills.</p>',
  details_url: null,
  status: 'active',
  variant: 'Core',
  image_url: `/api/files/${'a'.repeat(64)}.webp`,
  thumbnail_url: `/api/files/${'b'.repeat(64)}.webp`,
  theme_count: 2,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const listAnswer = (data: AdminProduct[], total = data.length) => ({
  data,
  meta: { page: 1, per_page: 15, total, total_capped: false, last_page: Math.max(1, Math.ceil(total / 15)) },
});
