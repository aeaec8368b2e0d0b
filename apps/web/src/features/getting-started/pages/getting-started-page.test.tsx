import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

async function cardTitles() {
  await screen.findByRole('heading', { name: 'Getting started' });
  // The cards' headings; the navigation's section headings are level 2 as well.
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('getting started', () => {
  it('shows admins the six management cards', async () => {
    renderApp({ path: '/getting-started', user: users.superAdmin });
    expect(await cardTitles()).toEqual([
      'Manage software',
      'Manage hardware',
      'Manage users',
      'Manage organizations',
      'Manage billing',
      'Manage licenses',
    ]);
  });

  it('shows license managers their three cards', async () => {
    renderApp({ path: '/getting-started', user: users.manager });
    expect(await cardTitles()).toEqual(['Check licenses', 'Attach a license to a user', 'Check team performance']);
    expect(screen.getByText(/St\. Elisabeth Hospital/)).toBeInTheDocument();
  });

  it('shows trainees the four steps: download, set up at /device, use (no page), insights in the overview', async () => {
    renderApp({ path: '/getting-started', user: users.trainee });
    expect(await cardTitles()).toEqual(['Download', 'Setup', 'Use', 'Insights']);
    const main = screen.getByRole('main');
    const links = [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/downloads', '/device', '/trainee/overview']);
    expect(main.querySelectorAll('[aria-disabled="true"]')).toHaveLength(1);
  });

  it("links the manager's team performance card to the organization dashboard", async () => {
    renderApp({ path: '/getting-started', user: users.manager });
    expect(await screen.findByRole('link', { name: /Check team performance/ }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/manager/organization-dashboard',
    );
  });
});
