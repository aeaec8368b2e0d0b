import { ssoSettings } from '../../../lib/sso-settings';
import { managerQueryKey } from './keys';

/** `GET`/`PUT`/`DELETE /api/manager/sso`: the own organization's single sign-on. */
export const managerSso = ssoSettings('/manager/sso', [...managerQueryKey, 'sso']);
