import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { maxLength, required } from '../../shared/form/validators';
import { formatDateTime } from '../../shared/format/format';
import { confirmDanger } from '../../shared/ui/confirm';
import { EmptyState } from '../../shared/ui/empty-state';
import { type MasterForm, MasterFormDialog } from '../../shared/ui/master-data/master-form-dialog';
import { notify } from '../../shared/ui/notify';
import { RowActions } from '../../shared/ui/row-action';
import { FloorLinksDialog } from './floor-links-dialog';
import { H5PasswordDialog } from './h5-password-dialog';
import { type Bench } from './sawing-rules';
import { useBenchDeleteMutation, useBenchListQuery, useBenchSaveMutation } from './sawing.api';

type Field = 'machineNo' | 'name';

/** (chosen) machine numbers up to 20 characters, names up to 40, as the service takes them. */
const MACHINE_NO_MAX = 20;
const NAME_MAX = 40;

/** The benches (saw machines) of the tenant: add, rename, delete (spec §2 Sawing, §7 /cutting/machine/*). */
export function BenchesTab() {
  const intl = useIntl();
  const benches = useBenchListQuery({ body: {} });
  const [save] = useBenchSaveMutation();
  const [remove] = useBenchDeleteMutation();
  const [dialog, setDialog] = useState<{ editing: Bench | null } | null>(null);
  const [linksOpen, setLinksOpen] = useState(false);
  const [h5PasswordOpen, setH5PasswordOpen] = useState(false);

  const form: MasterForm<Bench, Field> = {
    addTitleId: 'sawing.bench.add',
    editTitleId: 'sawing.bench.edit',
    fields: [
      {
        name: 'machineNo',
        id: 'bench-machine-no',
        labelId: 'sawing.bench.machineNo',
        required: true,
        maxLength: MACHINE_NO_MAX,
      },
      { name: 'name', id: 'bench-name', labelId: 'sawing.bench.name', required: true, maxLength: NAME_MAX },
    ],
    rules: {
      machineNo: [required(), maxLength(MACHINE_NO_MAX)],
      name: [required(), maxLength(NAME_MAX)],
    },
    values: (row) => ({ machineNo: row?.machineNo ?? '', name: row?.name ?? '' }),
    save: (values, editing) => save({ body: { ...(editing ? { id: editing.id } : {}), ...values } }).unwrap(),
  };

  const confirmDelete = (bench: Bench) =>
    confirmDanger(
      intl.formatMessage({ id: 'sawing.bench.deleteConfirm' }, { machineNo: bench.machineNo }),
      () => {
        remove({ id: bench.id })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'common.deleteSuccess' })))
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
    );

  return (
    <div className="card" data-testid="benches">
      <div className="flex gap-2 mb-3">
        <Button
          icon="pi pi-plus"
          label={intl.formatMessage({ id: 'sawing.bench.add' })}
          onClick={() => setDialog({ editing: null })}
          data-testid="bench-add"
        />
        <Button
          icon="pi pi-qrcode"
          outlined
          label={intl.formatMessage({ id: 'sawing.links.open' })}
          onClick={() => setLinksOpen(true)}
          data-testid="floor-links-open"
        />
        <Button
          icon="pi pi-lock"
          outlined
          label={intl.formatMessage({ id: 'sawing.h5Password.open' })}
          onClick={() => setH5PasswordOpen(true)}
          data-testid="h5-password-open"
        />
      </div>
      <div data-testid="benches-table">
        <DataTable
          value={benches.data?.data ?? []}
          dataKey="id"
          loading={benches.isFetching}
          size="small"
          stripedRows
          emptyMessage={<EmptyState>{intl.formatMessage({ id: 'sawing.bench.empty' })}</EmptyState>}
        >
          <Column header={intl.formatMessage({ id: 'sawing.bench.machineNo' })} field="machineNo" />
          <Column header={intl.formatMessage({ id: 'sawing.bench.name' })} field="name" />
          <Column
            header={intl.formatMessage({ id: 'common.createTime' })}
            body={(row: Bench) => formatDateTime(intl, row.createTime)}
          />
          <Column
            header={intl.formatMessage({ id: 'common.actions' })}
            body={(row: Bench) => (
              <RowActions
                actions={[
                  {
                    icon: 'pi pi-pencil',
                    labelId: 'common.edit',
                    onClick: () => setDialog({ editing: row }),
                    testId: 'bench-edit',
                  },
                  {
                    icon: 'pi pi-trash',
                    labelId: 'common.delete',
                    onClick: () => confirmDelete(row),
                    testId: 'bench-delete',
                    danger: true,
                  },
                ]}
              />
            )}
          />
        </DataTable>
      </div>
      <MasterFormDialog<Bench, Field>
        form={form}
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        onHide={() => setDialog(null)}
      />
      <FloorLinksDialog visible={linksOpen} onHide={() => setLinksOpen(false)} />
      <H5PasswordDialog visible={h5PasswordOpen} onHide={() => setH5PasswordOpen(false)} />
    </div>
  );
}
