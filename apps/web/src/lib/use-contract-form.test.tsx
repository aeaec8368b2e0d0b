import { Button, MantineProvider, TextInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { email, name } from '@portal/contracts';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContractForm } from '../components/contract-form';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { jsonResponse, mockApi, type RecordedCall } from '../test/http';
import { api, resetApiClient } from './api-client';
import { type FieldsOf, useContractForm } from './use-contract-form';

afterEach(() => vi.unstubAllGlobals());

const schema = z.strictObject({ name: name(), email: email() });

function ThingForm() {
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: (body: z.output<typeof schema>) => api.post<{ data: { id: string } }>('/things', body),
    meta: { handlesErrors: true },
  });
  const cf = useContractForm(schema, {
    initialValues: { name: '', email: '' },
    mutation: create,
    successMessage: 'Thing created.',
    onSuccess: () => navigate('/done'),
  });
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ContractForm form={cf} alertTitle="Could not save">
        <TextInput {...cf.form.getInputProps('name')} label="Name" />
        <TextInput {...cf.form.getInputProps('email')} label="Email" />
        <Button {...cf.submitProps}>Save</Button>
      </ContractForm>
    </>
  );
}

function setup(handler: (call: RecordedCall) => Response | Promise<Response>) {
  resetApiClient();
  const http = mockApi(handler);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <GuardedLayout />,
        children: [
          { path: 'form', element: <ThingForm /> },
          { path: 'elsewhere', element: <h1>Elsewhere page</h1> },
          { path: 'done', element: <h1>Done page</h1> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider forceColorScheme="dark">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { http, router };
}

/** As in the app shell: the one guard beside the screens. */
function GuardedLayout() {
  return (
    <>
      <UnsavedChangesGuard />
      <Outlet />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });

async function fill(values: { name?: string; email?: string }) {
  if (values.name) await userEvent.type(field('Name'), values.name);
  if (values.email) await userEvent.type(field('Email'), values.email);
}

describe('useContractForm', () => {
  it("checks the contract's rules on the client and sends nothing", async () => {
    const { http } = setup(() => jsonResponse(201, { data: { id: '1' } }));
    await fill({ email: 'nope' });
    await userEvent.click(save());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls.some((c) => c.url === '/api/things')).toBe(false);
  });

  it('puts a 422 under its fields and shows no alert for them', async () => {
    setup(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        code: 'validation',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    await fill({ name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(save());
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 422 about a field the form does not have in the alert', async () => {
    setup(() =>
      jsonResponse(422, { message: 'Invalid.', code: 'validation', errors: { organization_id: ['Pick one.'] } }),
    );
    await fill({ name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('Pick one.');
  });

  it('shows any other failure in the one alert', async () => {
    setup(() => jsonResponse(409, { message: 'Somebody else changed it first.', code: 'conflict' }));
    await fill({ name: 'Ada', email: 'ada@example.com' });
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Somebody else changed it first.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the button while pending, sends the parsed body, toasts and moves on without asking', async () => {
    let answer: () => void = () => {};
    const { http, router } = setup(
      () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse(201, { data: { id: '1' } })))),
    );
    await fill({ name: '  Ada ', email: ' Ada@Example.com' });
    await userEvent.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    const call = http.calls.find((c) => c.url === '/api/things');
    expect(JSON.parse(String(call?.body))).toEqual({ name: 'Ada', email: 'ada@example.com' });
    answer();
    expect(await screen.findByRole('heading', { name: 'Done page' })).toBeInTheDocument();
    expect(await screen.findByText('Thing created.')).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/done');
  });

  it('asks before leaving with unsaved changes; Stay keeps the form, Leave goes', async () => {
    const { router } = setup(() => jsonResponse(201, { data: { id: '1' } }));
    await fill({ name: 'Half typed' });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(field('Name')).toHaveValue('Half typed');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('lets an untouched form go without asking', async () => {
    setup(() => jsonResponse(201, { data: { id: '1' } }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });
});

describe('the form values and the schema', () => {
  it('takes only fields of the schema (checked by `npm run typecheck`)', () => {
    const schema = z.object({ email: z.string(), first_name: z.string() });
    type Check<V extends Record<string, unknown>> = FieldsOf<typeof schema, V>;
    const good: Check<{ email: string }> = { email: '' };
    // @ts-expect-error: 'emial' is not a field of the schema
    const misspelt: Check<{ emial: string }> = { emial: '' };
    expect([good, misspelt]).toHaveLength(2);
  });
});
