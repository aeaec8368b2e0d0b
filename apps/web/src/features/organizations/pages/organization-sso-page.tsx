import { useMemo } from 'react';
import { SsoSettingsCard } from '../../../components/sso-settings-card';
import { organizationSso } from '../api/sso';
import { OrganizationFrame } from '../components/organization-frame';

function SsoScreen({ id, name }: { id: string; name: string }) {
  const hooks = useMemo(() => organizationSso(id), [id]);
  return <SsoSettingsCard hooks={hooks} organizationName={name} />;
}

/** `admin/organizations/:id/sso`: the organization's single sign-on (OpenID Connect). */
export function OrganizationSsoPage() {
  return (
    <OrganizationFrame>
      {(organization) => <SsoScreen id={organization.id} name={organization.name} />}
    </OrganizationFrame>
  );
}
