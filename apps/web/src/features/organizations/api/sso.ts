import { ssoSettings } from '../../../lib/sso-settings';
import { organizationsQueryKey } from './get-organizations';

/** `GET`/`PUT`/`DELETE /api/admin/organizations/{id}/sso`: one organization's single sign-on. */
export const organizationSso = (id: string) =>
  ssoSettings(`/admin/organizations/${encodeURIComponent(id)}/sso`, [...organizationsQueryKey, id, 'sso']);
