import { useParams } from 'react-router';
import { OwnerFrame } from '../components/owner-frame';
import { OwnerHardware } from '../components/owner-hardware';

/** `admin/organizations/:id/product-hardware`: the organization's hardware items ('manage organization'). */
export function OrganizationHardwarePage() {
  const { id = '' } = useParams();
  const owner = { kind: 'organization', id } as const;
  return (
    <OwnerFrame owner={owner}>
      <OwnerHardware owner={owner} />
    </OwnerFrame>
  );
}
