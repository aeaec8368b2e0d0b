import { ActionIcon, Grid, Select, Switch, Tooltip } from '@mantine/core';
import { LICENSE_STATES, type License, licenseList } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ListToolbar, listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { SearchableSelect } from '../../../components/searchable-select';
import { catalogueSoftwareOptions } from '../../../lib/options';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useLicenses } from '../api/get-licenses';
import { EditLicenseModal } from '../components/edit-license';
import { licenseColumns } from '../components/license-columns';

/** The "expiring soon" window of the list's switch. */
const EXPIRING_DAYS = '30';

/**
 * `admin/licenses` ('manage organization'): every license, whom it is assigned to, seats used, end date
 * and state; filters for state, product and "expiring within 30 days" live in the URL.
 */
export function LicensesListPage() {
  const { t } = useTranslation();
  const list = useListParams(licenseList);
  const table = useListTable(list, useLicenses(list.params));
  const { filter } = list.params;
  const [editing, setEditing] = useState<License | null>(null);

  return (
    <>
      <PageHeader title={t('licensing.licenseList.title')} description={t('licensing.licenseList.description')} />
      <ListToolbar list={list}>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('licensing.licenseList.state')}
            placeholder={t('licensing.licenseList.anyState')}
            data={LICENSE_STATES.map((state) => ({ value: state, label: t(`licensing.licenses.states.${state}`) }))}
            value={filter.state ?? null}
            onChange={(value) => list.setFilter('state', value)}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 4 }}>
          <SearchableSelect
            source={catalogueSoftwareOptions}
            label={t('licensing.licenseList.product')}
            placeholder={t('licensing.licenseList.allProducts')}
            nothingFoundMessage={t('licensing.licenses.form.noProducts')}
            value={filter.product_id ?? null}
            onChange={(value) => list.setFilter('product_id', value)}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Switch
            label={t('licensing.licenseList.expiring')}
            checked={filter.expiring_within_days === EXPIRING_DAYS}
            onChange={(event) =>
              list.setFilter('expiring_within_days', event.currentTarget.checked ? EXPIRING_DAYS : null)
            }
            mb={8}
          />
        </Grid.Col>
      </ListToolbar>
      <DataTable
        {...table}
        label={t('licensing.licenses.listLabel')}
        columns={licenseColumns(t, { assignedTo: true })}
        minWidth={980}
        rowActions={(license) => (
          <Tooltip label={t('licensing.licenses.edit', { name: license.product.name })} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setEditing(license)}
              aria-label={t('licensing.licenses.edit', { name: license.product.name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        empty={listEmpty(
          list,
          { title: t('licensing.licenses.noMatchTitle'), message: t('licensing.licenses.noMatchMessage') },
          { title: t('licensing.licenses.emptyTitle'), message: t('licensing.licenses.emptyMessage') },
        )}
      />
      <EditLicenseModal license={editing} onClose={() => setEditing(null)} />
    </>
  );
}
