import { defineList } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListParamsControls, useListParams } from './use-list-params';

const list = defineList({
  includes: ['organization'],
  sorts: ['name', 'created_at'],
  filters: ['search', 'role'],
  defaultSort: 'name',
});

type Filter = (typeof list.filters)[number];

function setup(path: string) {
  let controls: ListParamsControls<Filter> | undefined;
  function Probe() {
    controls = useListParams(list);
    return <pre data-testid="params">{JSON.stringify(controls.params)}</pre>;
  }
  const router = createMemoryRouter([{ path: '/items', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const url = () => decodeURIComponent(`${router.state.location.pathname}${router.state.location.search}`);
  const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}');
  return { router, url, params, controls: () => controls as ListParamsControls<Filter> };
}

describe('useListParams', () => {
  it('reads search, filters, sort and page from the URL with the API names', () => {
    const { params } = setup('/items?filter[search]=smi&filter[role]=admin&sort=-created_at&page=3&per_page=50');
    expect(params()).toEqual({
      sort: '-created_at',
      page: 3,
      perPage: 50,
      filter: { search: 'smi', role: 'admin' },
    });
  });

  it('ignores parameters the list does not know and bad values', () => {
    const { params } = setup('/items?filter[colour]=red&sort=password&page=-2&per_page=5000&foo=bar');
    expect(params()).toEqual({ sort: undefined, page: 1, perPage: 15, filter: {} });
  });

  it('writes readable URLs and leaves defaults out', async () => {
    const { url, controls } = setup('/items');
    await act(() => controls().setFilter('search', 'smith'));
    expect(url()).toBe('/items?filter[search]=smith');
    await act(() => controls().setSort('-created_at'));
    expect(url()).toBe('/items?filter[search]=smith&sort=-created_at');
    await act(() => controls().setSort('name'));
    expect(url()).toBe('/items?filter[search]=smith');
    await act(() => controls().setPage(2));
    expect(url()).toBe('/items?filter[search]=smith&page=2');
  });

  it('goes back to page 1 when a filter or the sort changes', async () => {
    const { url, controls } = setup('/items?filter[role]=admin&page=4');
    await act(() => controls().setFilter('search', 'ada'));
    expect(url()).toBe('/items?filter[role]=admin&filter[search]=ada');
    await act(() => controls().setPage(3));
    await act(() => controls().setSort('created_at'));
    expect(url()).toBe('/items?filter[search]=ada&filter[role]=admin&sort=created_at');
  });

  it('clears a filter with an empty value and resets everything', async () => {
    const { url, controls } = setup('/items?filter[role]=admin&filter[search]=x&sort=-name&page=2&tab=all');
    await act(() => controls().setFilter('role', ''));
    expect(url()).toBe('/items?filter[search]=x&sort=-name&tab=all');
    await act(() => controls().reset());
    // Parameters that are not the list's (a tab) are kept.
    expect(url()).toBe('/items?tab=all');
  });

  it('drops unknown list parameters on the next change', async () => {
    const { url, controls } = setup('/items?filter[colour]=red&sort=password');
    await act(() => controls().setPage(2));
    expect(url()).toBe('/items?page=2');
  });

  it('keeps every change made before the screen shows the previous one (handlers of an older render)', async () => {
    const { router, url, controls } = setup('/items');
    const stale = controls();
    await act(async () => {
      stale.setFilter('role', 'admin');
      stale.setSort('-created_at');
      stale.setFilter('search', 'ada', { replace: true });
    });
    expect(url()).toBe('/items?filter[role]=admin&filter[search]=ada&sort=-created_at');
    // Rendered: a later change builds on the URL shown, also after Back.
    await act(() => router.navigate(-1));
    await act(() => controls().setPage(2));
    expect(url()).toBe('/items?filter[role]=admin&page=2');
  });

  it('adds history entries, or replaces the current one when asked (typing)', async () => {
    const { router, controls } = setup('/items');
    await act(() => controls().setFilter('role', 'admin'));
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => controls().setFilter('search', 'a', { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });
});

describe('useListParams after the user left', () => {
  it('drops a change that lands while the next screen loads, or after the list unmounted', async () => {
    let controls: ListParamsControls<Filter> | undefined;
    function Probe() {
      controls = useListParams(list);
      return null;
    }
    let open: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => {
      open = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/items', element: <Probe /> },
        {
          path: '/items/:id',
          lazy: async () => {
            await loaded;
            return { element: <p>Item</p> };
          },
        },
      ],
      { initialEntries: ['/items'] },
    );
    render(<RouterProvider router={router} />);
    const stale = controls as ListParamsControls<Filter>;

    // The user clicks an item; its screen is still loading when the debounced search lands.
    await act(async () => {
      void router.navigate('/items/7');
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => stale.setFilter('search', 'ada', { replace: true }));
    await act(async () => open?.());
    expect(router.state.location.pathname).toBe('/items/7');
    expect(await screen.findByText('Item')).toBeInTheDocument();

    // The list is gone: a late change from its handlers does nothing either.
    await act(async () => stale.setFilter('search', 'bob', { replace: true }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/items/7');
  });
});
