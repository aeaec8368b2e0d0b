import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../lib/api-client';
import { organizationOptions } from '../lib/options';
import { jsonResponse, mockApi } from '../test/http';
import { SearchableSelect } from './searchable-select';

afterEach(() => vi.unstubAllGlobals());

const ORGS = [
  { id: 'o1', name: 'Alpha Clinic' },
  { id: 'o2', name: 'Beta Hospital' },
];

function Picker({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchableSelect source={organizationOptions} label="Organization" value={value} onChange={setValue} clearable />
  );
}

function setup(initial: string | null) {
  resetApiClient();
  const http = mockApi((call) => {
    const url = new URL(call.url, 'http://portal.test');
    if (url.pathname === '/api/admin/organizations/o9')
      return jsonResponse(200, { data: { id: 'o9', name: 'Zeta Lab' } });
    const search = url.searchParams.get('filter[search]')?.toLowerCase() ?? '';
    return jsonResponse(200, { data: ORGS.filter((org) => org.name.toLowerCase().includes(search)) });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Picker initial={initial} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const asked = () => http.calls.map((call) => new URL(call.url, 'http://portal.test'));
  return { asked };
}

describe('SearchableSelect', () => {
  it('asks the server for one page, then searches it as the user types (debounced), never per_page=100', async () => {
    const { asked } = setup(null);
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]?.searchParams.get('per_page')).toBe('20');
    expect(asked()[0]?.searchParams.get('sort')).toBe('name');
    const input = screen.getByRole('combobox', { name: 'Organization' });
    // Mantine takes a change of an unfocused input for autofill: the user types into a focused one.
    input.focus();
    fireEvent.change(input, { target: { value: 'B' } });
    fireEvent.change(input, { target: { value: 'Be' } });
    fireEvent.change(input, { target: { value: 'Beta' } });
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('filter[search]')).toBe('Beta'));
    // Only the last text was sent (the keys in between were debounced).
    expect(asked().filter((url) => url.searchParams.has('filter[search]'))).toHaveLength(1);
  });

  it("shows the chosen value's label even when it is not on the page of matches", async () => {
    const { asked } = setup('o9');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Zeta Lab'));
    expect(asked().some((url) => url.pathname === '/api/admin/organizations/o9')).toBe(true);
  });
});
