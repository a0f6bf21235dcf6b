import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type Sheet, type SheetListArg, type SheetListResponse } from '../../api/api';
import { type ApiError } from '../../api/base-query';
import { formatDateTime, formatDiameter, formatVolume } from '../../shared/format/format';
import { type Option, useLookups } from '../../shared/hooks/use-lookups';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { EditableCell } from '../../shared/ui/editable-cell';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { SelectCell } from '../../shared/ui/select-cell';
import { TextFilter } from '../../shared/ui/text-filter';
import { AbnormalConfirmDialog } from './diam-edit/abnormal-confirm-dialog';
import { diamEditPath } from './diam-edit/diam-edit-rules';
import { DiameterSheetsDialog } from './diameter-sheets/diameter-sheets-dialog';
import { printPath } from './print/print-api';
import { SheetFormDialog, type SheetSaveBody } from './sheet-form-dialog';
import {
  CONFIRM_ERROR,
  SHEET_STATUS,
  sheetActions,
  STATUS_FILTER,
  statusLabel,
  TRANSPORT_MAX,
  transportRule,
} from './sheet-rules';
import { modeColumn, useListModes } from './sheet-tools/mode-column';
import { SheetListToolbar } from './sheet-tools/sheet-list-toolbar';

/** A mutation hook as the screen uses it: a trigger whose result unwraps to the answer. */
type MutationHook<Arg, Result = unknown> = () => readonly [
  (arg: Arg) => { unwrap: () => Promise<Result> },
  unknown,
];

/** What differs between the stock-in and the stock-out list: their calls and a few texts. */
export interface SheetKindConfig {
  /** `stockIn` or `stockOut`: the diameter detail's `type`. */
  type: 'stockIn' | 'stockOut';
  testId: string;
  /** Stock-in has purchase sheets (purchase volume, floated volume). */
  withPurchase: boolean;
  addTitleId: 'sheet.in.add' | 'sheet.out.add';
  emptyId: WebMessageId;
  useList: (arg: SheetListArg) => { data?: SheetListResponse; isFetching: boolean; refetch: () => unknown };
  useCreate: MutationHook<{ body: SheetSaveBody }, { data: { id: string; spu: string } }>;
  useConfirm: MutationHook<{ id: string; body: { manual: 0 | 1 } }>;
  useDisable: MutationHook<{ id: string }>;
  useChangeCustomer: MutationHook<{ body: { id: string; customerId: string } }>;
  useChangeKind: MutationHook<{ body: { id: string; woodKindId: string } }>;
  useChangeLocation: MutationHook<{ body: { id: string; locationId: string } }>;
  useChangeTransport: MutationHook<{ body: { id: string; transportNum: string } }>;
}

interface SheetFilters {
  spu: string;
  customerId: string | null;
  woodKindId: string | null;
  status: number | null;
  range: DateRange;
}

const NO_FILTERS: SheetFilters = { spu: '', customerId: null, woodKindId: null, status: null, range: null };

/** The list call's body for the applied filters. */
export function sheetListBody(filters: SheetFilters, paging: Paging): SheetListArg {
  const spu = filters.spu.trim();
  return {
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      ...(spu ? { spu } : {}),
      ...(filters.customerId ? { customerId: filters.customerId } : {}),
      ...(filters.woodKindId ? { woodKindId: filters.woodKindId } : {}),
      ...(filters.status === null ? {} : { status: filters.status }),
      ...rangeParams(filters.range),
    },
  };
}

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';

const statusSeverity = (status: number): 'warning' | 'success' | 'info' | 'secondary' => {
  if (status === SHEET_STATUS.DISABLED) {
    return 'warning';
  }
  if (status === SHEET_STATUS.CONFIRMED) {
    return 'success';
  }
  return status === SHEET_STATUS.MERGED ? 'secondary' : 'info';
};

/** The diameter detail of a sheet (spec §2 Diameter data detail). */
export const detailPath = (type: 'stockIn' | 'stockOut', row: Pick<Sheet, 'id' | 'spu' | 'standardType'>) =>
  `/stock/${type === 'stockIn' ? 'diamDataIn' : 'diamDataOut'}?${new URLSearchParams({ type, id: row.id, spu: row.spu, standard: row.standardType }).toString()}`;

/**
 * The stock-in and the stock-out list (spec §2, §3, §4, §5, §8): filters, add sheet, and per row
 * look, confirm and disable; inline edits of pending sheets. One screen, configured per kind.
 */
export function SheetListScreen({ config }: { config: SheetKindConfig }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const lookups = useLookups();
  const { field, paging, setPaging, args, bar } = useListFilters(NO_FILTERS, sheetListBody);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  /** Merge or share mode and the ticked sheets (spec §4; the toolbar of sheet-tools). */
  const [modes, setModes] = useListModes();
  /** The sheet whose abnormal logs are shown before it is confirmed (spec §4). */
  const [abnormalOf, setAbnormalOf] = useState<Sheet | null>(null);
  /** The stock-in sheet whose checked and purchase diameter sheets are open (spec §2). */
  const [diameterSheetsOf, setDiameterSheetsOf] = useState<Sheet | null>(null);
  const list = config.useList(args);
  const [create] = config.useCreate();
  const [confirm] = config.useConfirm();
  const [disable] = config.useDisable();
  const [changeCustomer] = config.useChangeCustomer();
  const [changeKind] = config.useChangeKind();
  const [changeLocation] = config.useChangeLocation();
  const [changeTransport] = config.useChangeTransport();
  const rows = (list.data?.data.records ?? []) as (Sheet & Record<string, unknown>)[];
  const { testId } = config;

  const done = (id: WebMessageId) => () => notify.success(intl.formatMessage({ id }));
  // The API layer shows the server's message of a failed call.
  const quiet = () => undefined;

  const runConfirm = async (row: Sheet, manual: 0 | 1) => {
    setConfirming(row.id);
    try {
      await confirm({ id: row.id, body: { manual } }).unwrap();
      notify.success(intl.formatMessage({ id: 'sheet.confirmed' }, { spu: row.spu }));
    } catch (error) {
      // The list was older than the sheet: it has abnormal logs after all.
      if (manual === 0 && isApiError(error) && error.code === CONFIRM_ERROR.ABNORMAL_LOGS) {
        setAbnormalOf(row);
      }
    } finally {
      setConfirming(null);
    }
  };

  const statusOptions = STATUS_FILTER.map((status) => {
    const label = statusLabel(status);
    return { value: status, label: intl.formatMessage({ id: label.id }, label.values) };
  });

  const filters = (
    <FilterBar {...bar(list.refetch)}>
      <TextFilter
        id={`${testId}-filter-spu`}
        labelId="sheet.spu"
        placeholderId="sheet.spuPlaceholder"
        {...field('spu')}
        maxLength={40}
      />
      <LookupFilter
        id={`${testId}-filter-customer`}
        labelId="sheet.customer"
        {...field('customerId')}
        options={lookups.customers}
      />
      <LookupFilter
        id={`${testId}-filter-kind`}
        labelId="sheet.woodKind"
        {...field('woodKindId')}
        options={lookups.kinds}
      />
      <LookupFilter
        id={`${testId}-filter-status`}
        labelId="sheet.status"
        {...field('status')}
        options={statusOptions}
      />
      <CreatedBetweenFilter id={`${testId}-filter-dates`} {...field('range')} />
    </FilterBar>
  );

  const header = (id: WebMessageId) => intl.formatMessage({ id });
  /** A column chosen in place from a look-up (customer, wood kind, warehouse) while the sheet is pending. */
  const selectColumn = (
    titleId: WebMessageId,
    key: string,
    options: readonly Option[],
    current: (row: Sheet) => [string | null, string],
    change: (id: string, value: string) => Promise<unknown>,
  ) => (
    <Column
      columnKey={key}
      header={header(titleId)}
      body={(row: Sheet) => {
        const [value, label] = current(row);
        return (
          <SelectCell
            value={value}
            label={label}
            title={header(titleId)}
            options={options}
            editable={sheetActions(row.status).editable}
            onCommit={(chosen) => change(row.id, chosen).then(done('common.operationSuccess'))}
            testId={`${testId}-${key}`}
          />
        );
      }}
    />
  );
  const volume = (value: number | null) => (value === null ? '\u2014' : formatVolume(intl, value));

  return (
    <>
      <DataTableView<Sheet & Record<string, unknown>>
        rows={rows}
        total={list.data?.data.total ?? 0}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={filters}
        actions={
          <>
            <Button
              icon="pi pi-plus"
              label={intl.formatMessage({ id: config.addTitleId })}
              onClick={() => setAdding(true)}
              data-testid={`${testId}-add`}
            />
            <SheetListToolbar
              type={config.type}
              testId={testId}
              listBody={args.body}
              modes={modes}
              onModes={setModes}
            />
          </>
        }
        emptyMessage={<FormattedMessage id={config.emptyId} />}
        rowClassName={(row) => (row.status === SHEET_STATUS.DISABLED ? 'row-warning' : undefined)}
        testId={`${testId}-table`}
        wide
        columnsKey={testId}
      >
        {modeColumn(intl, testId, modes, setModes)}
        <Column columnKey="spu" field="spu" header={header('sheet.spu')} />
        <Column columnKey="storageDate" field="storageDate" header={header('sheet.date')} />
        {selectColumn(
          'sheet.customer',
          'customer',
          lookups.customers,
          (row) => [row.customerId, row.tradePartner],
          (id, customerId) => changeCustomer({ body: { id, customerId } }).unwrap(),
        )}
        <Column
          columnKey="transportNum"
          header={header('sheet.transportNum')}
          body={(row: Sheet) => (
            <EditableCell
              value={row.transportNum}
              editable={sheetActions(row.status).editable}
              maxLength={TRANSPORT_MAX}
              rules={[transportRule]}
              onCommit={async (value) => {
                const transportNum = value.trim();
                // Saved on blur only when not empty (spec §5).
                if (transportNum) {
                  await changeTransport({ body: { id: row.id, transportNum } }).unwrap();
                  done('common.operationSuccess')();
                }
              }}
            />
          )}
        />
        <Column
          columnKey="quantity"
          header={header('sheet.quantity')}
          body={(row: Sheet) => <span data-testid={`${testId}-quantity`}>{row.quantity}</span>}
        />
        <Column
          columnKey="volume"
          header={header('sheet.volume')}
          body={(row: Sheet) => <span data-testid={`${testId}-volume`}>{volume(row.volume)}</span>}
        />
        {config.withPurchase && (
          <Column
            columnKey="purchaseVol"
            header={header('sheet.purchaseVol')}
            body={(row: Sheet) => volume(row.purchaseVol)}
          />
        )}
        {config.withPurchase && (
          <Column
            columnKey="floatedVol"
            header={header('sheet.floatedVol')}
            body={(row: Sheet) =>
              row.floatedVol === null
                ? '\u2014'
                : intl.formatNumber(row.floatedVol / 100, { style: 'percent', maximumFractionDigits: 2 })
            }
          />
        )}
        <Column
          columnKey="avgDiameter"
          header={header('sheet.avgDiameter')}
          body={(row: Sheet) => formatDiameter(intl, row.avgDiameter)}
        />
        {selectColumn(
          'sheet.woodKind',
          'kind',
          lookups.kinds,
          (row) => [row.woodKindId, row.woodKind],
          (id, woodKindId) => changeKind({ body: { id, woodKindId } }).unwrap(),
        )}
        {selectColumn(
          'sheet.warehouse',
          'location',
          lookups.locations,
          (row) => [row.storageBinId, row.storageBin],
          (id, locationId) => changeLocation({ body: { id, locationId } }).unwrap(),
        )}
        <Column columnKey="standardType" field="standardType" header={header('sheet.standard')} />
        <Column
          columnKey="status"
          header={header('sheet.status')}
          body={(row: Sheet) => {
            const label = statusLabel(row.status);
            return (
              <Tag
                severity={statusSeverity(row.status)}
                value={intl.formatMessage({ id: label.id }, label.values)}
                data-testid={`${testId}-status`}
              />
            );
          }}
        />
        <Column columnKey="errorNum" field="errorNum" header={header('sheet.errorNum')} />
        <Column columnKey="deviceNo" field="deviceNo" header={header('sheet.deviceNo')} />
        <Column columnKey="creator" field="creator" header={header('sheet.creator')} />
        <Column
          columnKey="createTime"
          header={header('common.createTime')}
          body={(row: Sheet) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={header('common.actions')}
          frozen
          alignFrozen="right"
          body={(row: Sheet) => {
            const actions = sheetActions(row.status);
            return (
              <span className="flex gap-1">
                <Button
                  text
                  size="small"
                  label={header('sheet.look')}
                  onClick={() => void navigate(detailPath(config.type, row))}
                  data-testid={`${testId}-look`}
                />
                <Button
                  text
                  size="small"
                  icon="pi pi-print"
                  label={header('print.action')}
                  onClick={() => void navigate(printPath(config.type, row.id))}
                  data-testid={`${testId}-print`}
                />
                {config.withPurchase && (
                  <Button
                    text
                    size="small"
                    icon="pi pi-list-check"
                    label={header('diaSheet.action')}
                    onClick={() => setDiameterSheetsOf(row)}
                    data-testid={`${testId}-diameter-sheets`}
                  />
                )}
                {actions.confirm && (
                  <GuardedButton
                    text
                    size="small"
                    severity="success"
                    label={header('sheet.confirm')}
                    loading={confirming === row.id}
                    onClick={() =>
                      row.errorNum > 0
                        ? setAbnormalOf(row)
                        : confirmAction(
                            intl.formatMessage(
                              { id: 'sheet.confirmAsk' },
                              { spu: row.spu, count: row.quantity, volume: volume(row.volume) },
                            ),
                            () => void runConfirm(row, 0),
                          )
                    }
                    data-testid={`${testId}-confirm`}
                  />
                )}
                {actions.editDiameters && (
                  <Button
                    text
                    size="small"
                    label={header('diamEdit.action')}
                    onClick={() => void navigate(diamEditPath(config.type, row))}
                    data-testid={`${testId}-edit-diameters`}
                  />
                )}
                {actions.disable && (
                  <GuardedButton
                    text
                    size="small"
                    severity="danger"
                    label={header('sheet.disable')}
                    onClick={() =>
                      confirmDanger(
                        intl.formatMessage({ id: 'sheet.disableConfirm' }, { spu: row.spu }),
                        () => {
                          disable({ id: row.id }).unwrap().then(done('common.operationSuccess'), quiet);
                        },
                      )
                    }
                    data-testid={`${testId}-disable`}
                  />
                )}
              </span>
            );
          }}
        />
      </DataTableView>
      {config.withPurchase && (
        <DiameterSheetsDialog sheet={diameterSheetsOf} onHide={() => setDiameterSheetsOf(null)} />
      )}
      <AbnormalConfirmDialog
        type={config.type}
        sheet={abnormalOf}
        onHide={() => setAbnormalOf(null)}
        onEdit={(row) => void navigate(diamEditPath(config.type, row))}
        onForce={(row) => {
          setAbnormalOf(null);
          void runConfirm(row, 1);
        }}
      />
      <SheetFormDialog
        visible={adding}
        onHide={() => setAdding(false)}
        withPurchase={config.withPurchase}
        titleId={config.addTitleId}
        lookups={lookups}
        save={async (body) => (await create({ body }).unwrap()).data}
        countSource={config.type === 'stockIn'}
      />
    </>
  );
}
