import { Button, Group, Select, Text } from '@mantine/core';
import { attachMemberSeatBody, type License, type ManagerMember } from '@portal/contracts';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { formatDay } from '../../../lib/format';
import { fullName } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAttachSeat } from '../api/attach-seat';
import { useLicenses } from '../api/manager-licenses';

/** An organization has a handful of licenses: one page of them is every one the picker needs. */
const LICENSES_PAGE = { page: 1, perPage: 100, filter: {} } as const;

/**
 * Attach a seat of one of the organization's licenses to the member. Every license is offered (an
 * expired or full one too): the server's refusal ("Given license is expired", "no free seats", "seat
 * held", "product not available") is shown above the field as it answers.
 */
export function AttachSeatForm({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const licenses = useLicenses(LICENSES_PAGE);
  const attach = useAttachSeat(member.id);
  const options = (licenses.data?.data ?? []).map((license: License) => ({
    value: license.id,
    label:
      license.seats_free === null
        ? t('managerLicensing.memberLicenses.licenseOptionUnlimited', {
            product: license.product.name,
            endsOn: formatDay(license.ends_on),
          })
        : t('managerLicensing.memberLicenses.licenseOption', {
            product: license.product.name,
            endsOn: formatDay(license.ends_on),
            free: String(license.seats_free),
          }),
  }));
  const cf = useContractForm(attachMemberSeatBody, {
    initialValues: { license_id: '' },
    mutation: attach,
    confirmLeave: false,
    successMessage: (saved) =>
      t('managerLicensing.memberLicenses.attached', { product: saved.product.name, name: fullName(member) }),
    onSuccess: () => cf.form.reset(),
  });

  if (licenses.data && options.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('managerLicensing.memberLicenses.noLicenses')}
      </Text>
    );
  }

  return (
    <ContractForm form={cf} alertTitle={t('managerLicensing.memberLicenses.attachRefused')}>
      <Text c="dimmed" fz="sm">
        {t('managerLicensing.memberLicenses.attachHint')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          {...cf.form.getInputProps('license_id')}
          label={t('managerLicensing.memberLicenses.license')}
          placeholder={t('managerLicensing.memberLicenses.licensePlaceholder')}
          data={options}
          // Choosing the license that is already chosen keeps it (Mantine's default clears it, and the form
          // then refused an empty choice, e.g. when attaching the same license again after a refusal).
          allowDeselect={false}
          disabled={licenses.isPending}
          style={{ flex: '1 1 320px' }}
          required
        />
        <Button {...cf.submitProps} leftSection={<IconKey size={16} />}>
          {t('managerLicensing.memberLicenses.attach')}
        </Button>
      </Group>
    </ContractForm>
  );
}
