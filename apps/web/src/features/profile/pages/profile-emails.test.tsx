import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

describe('profile, refresh-due emails', () => {
  it('turns the mails off from the keyboard, saving at once with the stored names and language', async () => {
    const app = renderApp({
      path: '/profile',
      user: users.trainee,
      handler: (call) =>
        call.url === '/api/profile'
          ? jsonResponse(200, { data: { ...users.trainee, refresh_reminders: false } })
          : jsonResponse(404, { message: 'nope' }),
    });
    const section = await screen.findByRole('region', { name: 'Emails' });
    const toggle = within(section).getByRole('switch', {
      name: /^Tell me when a mastered FLS task is due a refresh/,
    });
    expect(toggle).toBeChecked();
    // Edits in the personal details form that are not saved do not travel with the switch.
    await userEvent.type(screen.getByLabelText('First name'), 'xyz');

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('You will no longer get emails when a task is due a refresh.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toHaveFocus();
    const calls = app.http.calls.filter((c) => c.url === '/api/profile');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      first_name: 'Tara',
      last_name: 'Trainee',
      language: 'en',
      refresh_reminders: false,
    });
  });

  it('flips back and says so when the save fails', async () => {
    renderApp({
      path: '/profile',
      user: { ...users.trainee, refresh_reminders: false },
      handler: (call) =>
        call.url === '/api/profile'
          ? jsonResponse(500, { message: 'Something went wrong.' })
          : jsonResponse(404, { message: 'nope' }),
    });
    const section = await screen.findByRole('region', { name: 'Emails' });
    const toggle = within(section).getByRole('switch', {
      name: /^Tell me when a mastered FLS task is due a refresh/,
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
