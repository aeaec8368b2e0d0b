import { useParams } from 'react-router';
import { OwnerFrame } from '../components/owner-frame';
import { OwnerHardware } from '../components/owner-hardware';

/** `admin/users/:id/hardware`: the hardware a user owns personally ('manage user'). */
export function UserHardwarePage() {
  const { id = '' } = useParams();
  const owner = { kind: 'user', id } as const;
  return (
    <OwnerFrame owner={owner}>
      <OwnerHardware owner={owner} />
    </OwnerFrame>
  );
}
