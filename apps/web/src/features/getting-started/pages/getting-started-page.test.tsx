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

  it('shows trainees the four steps: download, set up at /device, use (how to train), insights in the overview', async () => {
    renderApp({ path: '/getting-started', user: users.trainee });
    expect(await cardTitles()).toEqual(['Download', 'Setup', 'Use', 'Insights']);
    const main = screen.getByRole('main');
    const links = [...main.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/downloads', '/device', '/getting-started/use', '/trainee/overview']);
    expect(main.querySelectorAll('[aria-disabled="true"]')).toHaveLength(0);
  });

  it("links the manager's team performance card to the organization dashboard", async () => {
    renderApp({ path: '/getting-started', user: users.manager });
    expect(await screen.findByRole('link', { name: /Check team performance/ }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/manager/organization-dashboard',
    );
  });
});

describe('how to train (the "Use" card)', () => {
  const LAZY = { timeout: 10_000 };

  it('names the eight skills, what each trains and the FLS task it prepares for, and how a session reaches the portal', async () => {
    renderApp({ path: '/getting-started/use', user: users.trainee });
    expect(await screen.findByRole('heading', { name: 'How to train with LapSkills', level: 1 }, LAZY)).toBeVisible();
    const skills = within(screen.getByRole('list', { name: 'The eight skills' }));
    const items = skills.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Positioning & Orienting',
      'Grasping',
      'Transferring',
      'Ligation',
      'Cutting',
      'Suturing',
      'Clipping',
      'Dissection',
    ]);
    const fls = (name: string) => within(skills.getByRole('listitem', { name })).getByTestId('fls').textContent;
    expect(fls('Transferring')).toContain('Peg transfer');
    expect(fls('Cutting')).toContain('Precision cutting');
    expect(fls('Ligation')).toContain('Ligating loop');
    expect(fls('Suturing')).toContain('Suture with extracorporeal knot');
    expect(fls('Suturing')).toContain('Suture with intracorporeal knot');
    // The other four have no FLS task of their own; the page says so rather than inventing one.
    for (const name of ['Positioning & Orienting', 'Grasping', 'Clipping', 'Dissection']) {
      expect(fls(name)).toContain('No FLS task of its own');
    }
    // The three scores, and the way of a session: sign the game in at /device, upload, training activity.
    for (const score of ['Accuracy', 'Speed', 'Gameplay']) {
      expect(screen.getByRole('heading', { name: score, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Connect the game' })).toHaveAttribute('href', '/device');
    expect(screen.getByRole('link', { name: 'Open training activity' })).toHaveAttribute(
      'href',
      '/trainee/training-activity',
    );
  });

  it('reads in German', async () => {
    renderApp({ path: '/getting-started/use', user: { ...users.trainee, language: 'de' } });
    expect(
      await screen.findByRole('heading', { name: 'So trainieren Sie mit LapSkills', level: 1 }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Die acht Fertigkeiten' })).toBeInTheDocument();
  });
});
