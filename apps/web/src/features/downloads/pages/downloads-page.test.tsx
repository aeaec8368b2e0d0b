import type { Download } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../test/http';
import { renderApp } from '../../../test/render-app';
import { users } from '../../../test/users';

afterEach(() => vi.unstubAllGlobals());

const release = (platform: 'windows' | 'macos' | 'linux', n: number) => ({
  id: `00000000-0000-4000-8000-00000000b00${n}`,
  platform,
  version: '1.4.2',
  url: `https://downloads.example.test/${platform}`,
  size_bytes: 1_288_490_188,
  sha256: String(n).repeat(64),
  notes_html: '<p>Faster <strong>suturing</strong></p>',
  published_at: '2026-02-20T09:00:00.000Z',
});

const downloads: Download[] = [
  {
    product: { id: '00000000-0000-4000-8000-00000000c001', name: 'LapSkills Core' },
    releases: [release('windows', 1), release('macos', 2), release('linux', 3)],
  },
];

const api = (call: RecordedCall) =>
  call.url === '/api/downloads' ? jsonResponse(200, { data: downloads }) : jsonResponse(404, { message: 'x' });

function onPlatform(userAgent: string) {
  vi.stubGlobal('navigator', { ...navigator, userAgent, maxTouchPoints: 0, userAgentData: undefined });
}

describe('downloads', { timeout: 30_000 }, () => {
  it("shows the visitor's platform first with its checksum, size, date and notes", async () => {
    onPlatform('Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0');
    renderApp({ path: '/downloads', user: users.trainee, handler: api });
    const product = await screen.findByRole('region', { name: 'LapSkills Core' });
    const cards = within(product).getAllByRole('region');
    expect(cards.map((card) => card.getAttribute('data-platform'))).toEqual(['linux', 'windows', 'macos']);
    const mine = cards[0] as HTMLElement;
    expect(within(mine).getByText('Your platform')).toBeInTheDocument();
    expect(within(mine).getByText('3'.repeat(64))).toBeInTheDocument();
    expect(within(mine).getByText(/1,229 MB/)).toBeInTheDocument();
    expect(within(mine).getByText(/Version 1\.4\.2 · Feb 20, 2026/)).toBeInTheDocument();
    expect(within(mine).getByText('suturing').tagName).toBe('STRONG');
    expect(within(mine).getByRole('link', { name: 'Download LapSkills Core 1.4.2 for Linux' })).toHaveAttribute(
      'href',
      'https://downloads.example.test/linux',
    );
    expect(
      within(mine).getByRole('button', { name: 'Copy the SHA-256 checksum of the Linux download' }),
    ).toBeInTheDocument();
  });

  it('keeps the order and marks nothing when the platform is not one of ours', async () => {
    onPlatform('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/141.0 Safari/537.36');
    renderApp({ path: '/downloads', user: users.trainee, handler: api });
    const product = await screen.findByRole('region', { name: 'LapSkills Core' });
    const cards = within(product).getAllByRole('region');
    expect(cards.map((card) => card.getAttribute('data-platform'))).toEqual(['windows', 'macos', 'linux']);
    expect(screen.queryByText('Your platform')).toBeNull();
  });

  it('says what to expect when nothing is published', async () => {
    renderApp({
      path: '/downloads',
      user: users.trainee,
      handler: (call) => (call.url === '/api/downloads' ? jsonResponse(200, { data: [] }) : jsonResponse(404, {})),
    });
    expect(await screen.findByText('Nothing to download yet')).toBeInTheDocument();
  });
});
