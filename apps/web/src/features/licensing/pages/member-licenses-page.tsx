import type { ManagerMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ManagerScreen } from '../../../components/manager-screen';
import { RecordPage } from '../../../components/record-page';
import { formatDate } from '../../../lib/format';
import { useManagerMember as useMember } from '../../../lib/organization-members';
import { fullName } from '../../../lib/session-user';
import { useDetachSeat } from '../api/detach-seat';
import { useMemberSeats } from '../api/manager-member-seats';
import { AccountDetailsBackLink } from '../components/account-details-back-link';
import { AttachSeatForm } from '../components/attach-seat-form';
import { MemberSeats } from '../components/member-seats';

function MemberLicenses({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const name = fullName(member);
  const lastSignIn = member.last_signed_in_at
    ? t('managerLicensing.memberLicenses.lastSignedIn', { date: formatDate(member.last_signed_in_at) })
    : t('managerLicensing.memberLicenses.neverSignedIn');
  const seats = useMemberSeats(member.id);
  const detach = useDetachSeat();
  return (
    <MemberSeats
      audience="manager"
      name={name}
      header={{
        back: <AccountDetailsBackLink />,
        title: t('managerLicensing.memberLicenses.heading', { name }),
        description: `${member.email} · ${lastSignIn}`,
      }}
      seats={seats}
      detach={detach}
      attach={<AttachSeatForm member={member} />}
    />
  );
}

function MemberLicensesScreen() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const query = useMember(userId);
  return (
    <RecordPage
      query={query}
      title={t('managerLicensing.memberLicenses.title')}
      back={<AccountDetailsBackLink />}
      notFound={t('managerLicensing.memberLicenses.notFound')}
      forbidden={t('managerLicensing.memberLicenses.forbidden')}
      loadFailed={t('managerLicensing.memberLicenses.loadFailed')}
    >
      {(member) => <MemberLicenses member={member} />}
    </RecordPage>
  );
}

/** `manager/licenses/:userId`: a member's seats of the organization's licenses; attach one, detach with confirmation. */
export function MemberLicensesPage() {
  return <ManagerScreen>{() => <MemberLicensesScreen />}</ManagerScreen>;
}
