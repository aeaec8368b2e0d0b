import type { CurrentUser } from '@portal/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App, connectApiClient } from '../app/app';
import { routes, shellScreensPatcher } from '../app/router';
import { resetApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { clearSignedOut } from '../lib/session-user';
import { jsonResponse, mockApi, type RecordedCall } from './http';

interface RenderAppOptions {
  path: string;
  /** The session the mocked server reports; null for an anonymous visitor; a function when it changes during a test. */
  user: CurrentUser | null | (() => CurrentUser | null);
  /** Answers for anything besides the session check and CSRF token. */
  handler?: (call: RecordedCall) => Response | Promise<Response>;
}

/** The real route tree in memory, over a mocked API. */
export function renderApp({ path, user, handler }: RenderAppOptions) {
  resetApiClient();
  clearSignedOut();
  const http = mockApi((call) => {
    if (call.url === '/api/auth/session' || call.url === '/api/auth/authorized') {
      const current = typeof user === 'function' ? user() : user;
      if (current) return jsonResponse(200, { data: current });
      // The first-load check answers a visitor with null; `authorized` answers 401.
      return call.url === '/api/auth/session'
        ? jsonResponse(200, { data: null })
        : jsonResponse(401, { message: 'Unauthenticated.' });
    }
    if (handler) return handler(call);
    return jsonResponse(404, { message: 'The selected resource does not exist.' });
  });
  const queryClient = createQueryClient(() => {});
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: shellScreensPatcher() });
  connectApiClient(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, http, location };
}
