import { CAMERA_LIMITS } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { EditableCell } from '../../shared/ui/editable-cell';
import { FilterBar } from '../../shared/ui/filter-bar';
import { IconButton } from '../../shared/ui/icon-button';
import { afterRowDeleted, useListFilters } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { TextFilter } from '../../shared/ui/text-filter';
import { useAppDispatch } from '../../store/hooks';
import { CameraFormDialog } from './camera-form-dialog';
import { CameraImportDialog } from './camera-import-dialog';
import { cameraBody, cameraNumberRules } from './camera-rules';
import {
  type Camera,
  refreshCameras,
  useCameraChangeNumberMutation,
  useCameraCreateMutation,
  useCameraDeleteMutation,
  useCameraListQuery,
  useCameraUpdateMutation,
} from './device-accounts.api';

type Row = Camera & Record<string, unknown>;

/** The camera-number filter when cleared: every camera. */
const ANY_NUMBER: string = '';

export const cameraPageRequest = (cameraNO: string, paging: Paging) => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(cameraNO.trim() ? { cameraNO: cameraNO.trim() } : {}),
  },
});

/**
 * §2 Camera list: filter by camera number, add, edit, delete after a confirmation, the camera
 * number edited in place by double click, and a csv import that asks for the admin password.
 */
export default function CamerasPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { draft, setDraft, paging, setPaging, args, bar } = useListFilters(ANY_NUMBER, cameraPageRequest);
  const [dialog, setDialog] = useState<{ visible: boolean; editing: Camera | null }>({
    visible: false,
    editing: null,
  });
  const [importing, setImporting] = useState(false);
  const result = useCameraListQuery(args);
  const rows = (result.data?.data.records ?? []) as Row[];
  const [create] = useCameraCreateMutation();
  const [update] = useCameraUpdateMutation();
  const [remove] = useCameraDeleteMutation();
  const [changeNumber] = useCameraChangeNumberMutation();

  const deleteRow = (row: Camera) =>
    confirmDanger(intl.formatMessage({ id: 'camera.deleteConfirm' }, { name: row.cameraNO }), () => {
      remove({ id: row.id })
        .unwrap()
        .then(() => afterRowDeleted(rows.length, paging, setPaging))
        // The API layer has shown the server's message.
        .catch(() => undefined);
    });

  const filters = (
    <FilterBar {...bar(result.refetch)}>
      <TextFilter
        id="camera-filter-number"
        labelId="camera.cameraNo"
        placeholderId="camera.cameraNoPlaceholder"
        value={draft}
        maxLength={CAMERA_LIMITS.cameraNO}
        onChange={setDraft}
      />
    </FilterBar>
  );

  const actions = (
    <>
      <Button
        icon="pi pi-plus"
        label={intl.formatMessage({ id: 'common.add' })}
        onClick={() => setDialog({ visible: true, editing: null })}
        data-testid="camera-add"
      />
      <Button
        icon="pi pi-upload"
        outlined
        label={intl.formatMessage({ id: 'camera.import' })}
        onClick={() => setImporting(true)}
        data-testid="camera-import"
      />
    </>
  );

  return (
    <>
      <DataTableView<Row>
        rows={rows}
        total={result.data?.data.total ?? 0}
        loading={result.isFetching}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={filters}
        actions={actions}
        emptyMessage={<FormattedMessage id="camera.empty" />}
        testId="cameras-table"
      >
        {rowNumberColumn(paging)}
        <Column field="channelNO" header={intl.formatMessage({ id: 'camera.channelNo' })} />
        <Column
          header={intl.formatMessage({ id: 'camera.cameraNo' })}
          body={(row: Row) => (
            <EditableCell
              value={row.cameraNO}
              maxLength={CAMERA_LIMITS.cameraNO}
              rules={cameraNumberRules}
              onCommit={async (cameraNO) => {
                await changeNumber({ body: { id: row.id, cameraNO: cameraNO.trim() } }).unwrap();
                notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
              }}
            />
          )}
        />
        <Column field="ip" header={intl.formatMessage({ id: 'camera.ip' })} />
        <Column field="rtspPort" header={intl.formatMessage({ id: 'camera.rtspPort' })} />
        <Column field="rtspUri" header={intl.formatMessage({ id: 'camera.rtspUri' })} />
        <Column field="codec" header={intl.formatMessage({ id: 'camera.codec' })} />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: Row) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          headerStyle={{ width: '8rem' }}
          body={(row: Row) => (
            <span className="flex gap-1">
              <IconButton
                icon="pi pi-pencil"
                labelId="common.edit"
                onClick={() => setDialog({ visible: true, editing: row })}
                testId="camera-edit"
              />
              <IconButton
                severity="danger"
                icon="pi pi-trash"
                labelId="common.delete"
                onClick={() => deleteRow(row)}
                testId="camera-delete"
              />
            </span>
          )}
        />
      </DataTableView>
      <CameraFormDialog
        visible={dialog.visible}
        editing={dialog.editing}
        onHide={() => setDialog({ visible: false, editing: null })}
        save={(values, editing) => {
          const body = cameraBody(values);
          return editing
            ? update({ body: { id: editing.id, ...body } }).unwrap()
            : create({ body: { ...body, adminPwd: body.adminPwd ?? '' } }).unwrap();
        }}
      />
      <CameraImportDialog
        visible={importing}
        onHide={() => setImporting(false)}
        onImported={() => dispatch(refreshCameras())}
      />
    </>
  );
}
