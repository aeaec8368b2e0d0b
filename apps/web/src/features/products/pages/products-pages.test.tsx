import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';
import { listAnswer, product, SOFTWARE_ID } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const catalogueAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage product'] };
const usersAdmin = { ...users.superAdmin, roles: ['admin'], permissions: ['manage user'] };

const query = (call: RecordedCall | undefined) => Object.fromEntries(new URL(`http://x${call?.url}`).searchParams);

function api(call: RecordedCall) {
  if (call.url.startsWith('/api/admin/products?')) return jsonResponse(200, listAnswer([product()], 1));
  if (call.url === `/api/admin/products/${SOFTWARE_ID}` && call.method === 'POST') {
    const { _method, ...body } = JSON.parse(String(call.body));
    return jsonResponse(200, { data: product(body) });
  }
  if (call.url === `/api/admin/products/${SOFTWARE_ID}`) return jsonResponse(200, { data: product() });
  return jsonResponse(404, { message: 'The selected resource does not exist.' });
}

describe('products screens', { timeout: 30_000 }, () => {
  it('lists software products of the view in the URL, with the thumbnail', async () => {
    const app = renderApp({
      path: '/admin/products-software?sort=-price&filter[status]=active',
      user: catalogueAdmin,
      handler: api,
    });
    const table = await screen.findByRole('table', { name: 'Software products' });
    expect(await within(table).findByRole('link', { name: 'LapSkills Core (12 months)' })).toHaveAttribute(
      'href',
      `/admin/products-software/${SOFTWARE_ID}/edit`,
    );
    expect(within(table).getByRole('img', { name: 'Preview of LapSkills Core (12 months)' })).toHaveAttribute(
      'src',
      `/api/files/${'b'.repeat(64)}.webp`,
    );
    // Every currency it is sold in.
    expect(within(table).getByText('€1,590.00')).toBeInTheDocument();
    expect(within(table).getByText('$1,720.00')).toBeInTheDocument();
    expect(within(table).getByText('12 months')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '2 themes' })).toBeInTheDocument();
    const listCall = app.http.calls.find((c) => c.url.startsWith('/api/admin/products?'));
    expect(query(listCall)).toEqual({ 'filter[status]': 'active', 'filter[type]': 'software', sort: '-price' });
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("shows the product navigation only with 'manage product', and sends others to /unauthorized", async () => {
    const app = renderApp({ path: '/admin/products-hardware', user: usersAdmin, handler: api });
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByText('Software products')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Hardware products')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Add-ons')).not.toBeInTheDocument();
  });

  it('refuses an image over 2 MB before uploading it', async () => {
    const app = renderApp({ path: `/admin/products-software/${SOFTWARE_ID}/edit`, user: catalogueAdmin, handler: api });
    await screen.findByRole('heading', { name: 'LapSkills Core (12 months)' });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(picker, big);
    expect(await screen.findByText('Image size should be less than 2 MB!')).toBeInTheDocument();
    expect(app.http.calls.some((c) => c.url.endsWith('/image'))).toBe(false);
  });

  it('edits a price per currency: an empty one is not sold in, and at least one is needed', async () => {
    const app = renderApp({ path: `/admin/products-software/${SOFTWARE_ID}/edit`, user: catalogueAdmin, handler: api });
    await screen.findByRole('heading', { name: 'LapSkills Core (12 months)' });
    const eur = screen.getByRole('textbox', { name: 'Price in EUR' });
    const usd = screen.getByRole('textbox', { name: 'Price in USD' });
    const gbp = screen.getByRole('textbox', { name: 'Price in GBP' });
    expect(eur).toHaveValue('1,590.00');
    expect(usd).toHaveValue('1,720.00');
    expect(gbp).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Prices' })).toBeInTheDocument();

    await userEvent.clear(eur);
    await userEvent.clear(usd);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a price in at least one currency.')).toBeInTheDocument();
    const saves = () =>
      app.http.calls.filter((c) => c.method === 'POST' && c.url === `/api/admin/products/${SOFTWARE_ID}`);
    expect(saves()).toEqual([]);

    await userEvent.type(gbp, '1360');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(saves().map((c) => JSON.parse(String(c.body)).prices)).toEqual([{ GBP: 136_000 }]);
    });
  });
});
