import { DEVICE_NAME_MAX, DEVICE_NO_MAX } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxLength, required } from '../../shared/form/validators';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { EditableCell } from '../../shared/ui/editable-cell';
import { FilterBar } from '../../shared/ui/filter-bar';
import { IconButton } from '../../shared/ui/icon-button';
import { afterRowDeleted, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { TextFilter } from '../../shared/ui/text-filter';
import { standardName } from '../../shared/volume/standard-names';
import { DeviceFormDialog } from './device-form-dialog';
import { DeviceQrDialog } from './device-qr-dialog';
import { CREDENTIAL_LABELS, CREDENTIAL_SEVERITY, DEVICE_TYPE_LABELS, standardCodes } from './device-rules';
import { DeviceSettingsDialog } from './device-settings-dialog';
import {
  type Device,
  type DeviceListArg,
  useDeviceDeleteMutation,
  useDeviceListQuery,
  useDeviceRenameMutation,
  useDeviceRevokeMutation,
  useDeviceStatusMutation,
} from './devices.api';

interface Filters {
  deviceNo: string;
  deviceName: string;
  status: 0 | 1 | null;
}
const NO_FILTERS: Filters = { deviceNo: '', deviceName: '', status: null };

/** The request of a page of devices for the applied filters. */
export function deviceListRequest(filters: Filters, paging: Paging): DeviceListArg {
  const deviceNo = filters.deviceNo.trim();
  const deviceName = filters.deviceName.trim();
  return {
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      ...(deviceNo ? { deviceNo } : {}),
      ...(deviceName ? { deviceName } : {}),
      ...(filters.status === null ? {} : { status: filters.status }),
    },
  };
}

const NAME_RULES = [required('device.nameRequired'), maxLength(DEVICE_NAME_MAX)];

/**
 * The device list (spec §2 Devices and cameras, §4 device on/off): filters, add, the name edited
 * by double click, type, linked standards, credential state, the on/off switch, and per row the
 * settings dialog of standards, the QR code dialog, revoking the credentials and deleting, each
 * after a confirmation where it removes something. A row changes once its call succeeded.
 */
export default function DeviceListPage() {
  const intl = useIntl();
  const { field, paging, setPaging, args, bar } = useListFilters(NO_FILTERS, deviceListRequest);
  const [adding, setAdding] = useState(false);
  const [settingsOf, setSettingsOf] = useState<Device | null>(null);
  const [qrOf, setQrOf] = useState<Device | null>(null);
  /** The row whose switch waits for the server. */
  const [switching, setSwitching] = useState<string | null>(null);
  const page = useDeviceListQuery(args);
  const [rename] = useDeviceRenameMutation();
  const [setStatus] = useDeviceStatusMutation();
  const [revoke] = useDeviceRevokeMutation();
  const [remove] = useDeviceDeleteMutation();
  const rows = (page.data?.data.records ?? []) as (Device & Record<string, unknown>)[];
  const success = () => notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));

  const toggle = (device: Device) => {
    setSwitching(device.id);
    setStatus({ id: device.id, body: { status: device.status === 1 ? 0 : 1 } })
      .unwrap()
      .then(success)
      // The API layer has shown the server's message; the row keeps its state.
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };

  const confirmRevoke = (device: Device) =>
    confirmDanger(intl.formatMessage({ id: 'device.revokeConfirm' }, { deviceNo: device.deviceNo }), () => {
      revoke({ id: device.id })
        .unwrap()
        .then((answer) =>
          notify.success(intl.formatMessage({ id: 'device.revoked' }, { count: answer.data.revoked })),
        )
        .catch(() => undefined);
    });

  const confirmDelete = (device: Device) =>
    confirmDanger(intl.formatMessage({ id: 'device.deleteConfirm' }, { deviceNo: device.deviceNo }), () => {
      remove({ id: device.id })
        .unwrap()
        .then(() => afterRowDeleted(rows.length, paging, setPaging))
        .catch(() => undefined);
    });

  const statusOptions: { value: 0 | 1; label: string }[] = [
    { value: 1, label: intl.formatMessage({ id: 'device.statusOn' }) },
    { value: 0, label: intl.formatMessage({ id: 'device.statusOff' }) },
  ];

  const filters = (
    <FilterBar {...bar(page.refetch)}>
      <TextFilter
        id="filter-device-no"
        labelId="device.no"
        {...field('deviceNo')}
        maxLength={DEVICE_NO_MAX}
      />
      <TextFilter
        id="filter-device-name"
        labelId="device.name"
        {...field('deviceName')}
        maxLength={DEVICE_NAME_MAX}
      />
      <LookupFilter
        id="filter-device-status"
        labelId="device.status"
        {...field('status')}
        options={statusOptions}
        placeholderId="device.statusAll"
      />
    </FilterBar>
  );

  return (
    <>
      <DataTableView<Device & Record<string, unknown>>
        rows={rows}
        total={page.data?.data.total ?? 0}
        loading={page.isFetching}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={filters}
        actions={
          <Button
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'common.add' })}
            onClick={() => setAdding(true)}
            data-testid="device-add"
          />
        }
        emptyMessage={<FormattedMessage id="device.empty" />}
        testId="devices-table"
      >
        {rowNumberColumn(paging)}
        <Column field="deviceNo" header={intl.formatMessage({ id: 'device.no' })} />
        <Column
          header={intl.formatMessage({ id: 'device.name' })}
          body={(row: Device) => (
            <span data-testid="device-name-cell">
              <EditableCell
                value={row.deviceName}
                rules={NAME_RULES}
                maxLength={DEVICE_NAME_MAX}
                onCommit={async (deviceName) => {
                  await rename({ deviceNo: row.deviceNo, body: { deviceName: deviceName.trim() } }).unwrap();
                  success();
                }}
              />
            </span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'device.type' })}
          body={(row: Device) => (
            <span className="flex flex-column">
              <span>{intl.formatMessage({ id: DEVICE_TYPE_LABELS[row.type] })}</span>
              <small className="text-color-secondary">
                <FormattedMessage
                  id="device.range"
                  values={{ min: row.minDiameterCm, max: row.maxDiameterCm }}
                />
              </small>
            </span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'device.standards' })}
          body={(row: Device) => (
            <span className="flex flex-wrap gap-1" data-testid="device-standards-cell">
              {standardCodes(row.standard).map((code) => (
                <Tag key={code} value={code} severity="info" title={standardName(intl, code)} />
              ))}
            </span>
          )}
        />
        <Column field="customerNo" header={intl.formatMessage({ id: 'device.customerNo' })} />
        <Column
          header={intl.formatMessage({ id: 'device.credential' })}
          body={(row: Device) => (
            <Tag
              value={intl.formatMessage({ id: CREDENTIAL_LABELS[row.credentialState] })}
              severity={CREDENTIAL_SEVERITY[row.credentialState]}
              data-testid="device-credential"
            />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'device.status' })}
          body={(row: Device) => (
            <InputSwitch
              checked={row.status === 1}
              disabled={switching === row.id}
              aria-label={intl.formatMessage({ id: 'device.status' })}
              onChange={() => toggle(row)}
              data-testid="device-status"
            />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: Device) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          headerStyle={{ width: '11rem' }}
          body={(row: Device) => (
            <span className="flex gap-1">
              <IconButton
                icon="pi pi-cog"
                labelId="device.settings"
                onClick={() => setSettingsOf(row)}
                testId="device-settings"
              />
              <IconButton
                icon="pi pi-qrcode"
                labelId="device.qr"
                onClick={() => setQrOf(row)}
                testId="device-qr"
              />
              <IconButton
                icon="pi pi-ban"
                severity="warning"
                labelId="device.revoke"
                onClick={() => confirmRevoke(row)}
                testId="device-revoke"
              />
              <IconButton
                icon="pi pi-trash"
                severity="danger"
                labelId="common.delete"
                onClick={() => confirmDelete(row)}
                testId="device-delete"
              />
            </span>
          )}
        />
      </DataTableView>
      <DeviceFormDialog visible={adding} onHide={() => setAdding(false)} />
      <DeviceSettingsDialog device={settingsOf} onHide={() => setSettingsOf(null)} />
      <DeviceQrDialog device={qrOf} onHide={() => setQrOf(null)} />
    </>
  );
}
