import type { Billing, CurrentUser, Invoice, License, Organization } from '@portal/contracts';
import { jsonResponse, type RecordedCall } from './http';
import { users } from './users';

/**
 * One organization with its billing, a license and an invoice, and a fake server answering the admin's
 * organization, billing, licenses, members and invoices: the billing and licensing pages' tests share it.
 */
export const LAZY = { timeout: 15_000 };
export const ORG_ID = '00000000-0000-4000-8000-0000000000a1';
export const BILLING_ID = '00000000-0000-4000-8000-0000000000c1';

export const organization: Organization = {
  id: ORG_ID,
  name: 'St. Elisabeth Teaching Hospital',
  street: 'Hilvarenbeekseweg',
  house_number: '60',
  addition: null,
  zipcode: '5022 GC',
  city: 'Tilburg',
  country: 'NL',
  members_count: 3,
  license_manager: null,
  created_at: '2026-01-12T09:00:00.000Z',
  updated_at: '2026-01-12T09:00:00.000Z',
};

export const billing: Billing = {
  id: BILLING_ID,
  entity_type: 'ORGANIZATION',
  organization_id: ORG_ID,
  user_id: null,
  entity_name: organization.name,
  legal_name: organization.name,
  billing_email: 'billing@elisabeth.example.com',
  vat_number: 'NL123456789B01',
  street: organization.street,
  house_number: organization.house_number,
  addition: null,
  zipcode: organization.zipcode,
  city: organization.city,
  country: 'NL',
  purchase_order: null,
  currency: 'EUR',
  cycle_months: 12,
  pending_cycle_months: 6,
  period_start: '2026-01-01',
  period_end: '2026-12-31',
  auto_renew: true,
  status: 'canceled',
  renews: false,
  renewable: false,
  canceled_at: '2026-03-01T10:00:00.000Z',
  licenses_count: 1,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

export const license: License = {
  id: '00000000-0000-4000-8000-0000000000d1',
  billing_id: BILLING_ID,
  entity_type: 'ORGANIZATION',
  organization_id: ORG_ID,
  user_id: null,
  entity_name: organization.name,
  product: { id: '00000000-0000-4000-8000-0000000000e1', name: 'LapSkills Core (12 months)' },
  amount_type: 'seats',
  amount: 25,
  pending_amount: 30,
  seats_used: 10,
  seats_free: 15,
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  active_from: '2026-01-01',
  active_to: '2026-12-31',
  auto_renew: true,
  renews: true,
  state: 'active',
  days_left: 300,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
};

export const invoice: Invoice = {
  id: '00000000-0000-4000-8000-0000000000f1',
  number: '2026-000042',
  billing_id: BILLING_ID,
  entity_type: 'ORGANIZATION',
  entity_name: organization.name,
  issued_on: '2026-01-01',
  due_on: '2026-01-31',
  period_start: '2026-01-01',
  period_end: '2026-12-31',
  currency: 'EUR',
  legal_name: organization.name,
  billing_email: billing.billing_email,
  address: ['Hilvarenbeekseweg 60', '5022 GC Tilburg', 'Netherlands'],
  vat_number: billing.vat_number,
  purchase_order: null,
  net: 100_000,
  vat_rate_bp: 2100,
  vat_country: 'NL',
  vat_rules: ['oss'],
  vat: 21_000,
  total: 121_000,
  reverse_charge: false,
  status: 'open',
  status_changed_at: null,
  lines: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

export const page = (data: unknown[]) => ({
  data,
  meta: { page: 1, per_page: 15, total: data.length, total_capped: false, last_page: 1 },
});

export function server(options: { billing: Billing | null; renew?: Response }) {
  const calls: RecordedCall[] = [];
  const handler = (call: RecordedCall) => {
    calls.push(call);
    const path = new URL(call.url, 'http://portal.test').pathname;
    if (path === `/api/admin/organizations/${ORG_ID}`) return jsonResponse(200, { data: organization });
    if (path === `/api/admin/organizations/${ORG_ID}/billing`) return jsonResponse(200, { data: options.billing });
    if (path === `/api/admin/organizations/${ORG_ID}/licenses`)
      return jsonResponse(200, page(options.billing ? [license] : []));
    if (path === `/api/admin/organizations/${ORG_ID}/members`) return jsonResponse(200, page([]));
    if (path === `/api/admin/billings/${BILLING_ID}/renew` && options.renew) return options.renew;
    if (path === `/api/admin/billings/${BILLING_ID}/invoices`) return jsonResponse(200, page([invoice]));
    return jsonResponse(404, { message: 'The selected resource does not exist.', code: 'not_found' });
  };
  return { calls, handler };
}

export const billingAdmin: CurrentUser = {
  ...users.superAdmin,
  roles: ['admin'],
  permissions: ['manage billing', 'manage organization'],
};
