import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatVolume } from '../../../shared/format/format';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GuardedButton } from '../../../shared/ui/guarded-button';
import { IconButton } from '../../../shared/ui/icon-button';
import { notify } from '../../../shared/ui/notify';
import { AbnormalLogTable } from './abnormal-log-table';
import { useAbnormalLogs, useDiameterRows, useModifyDiameters } from './diam-edit-api';
import {
  addManual,
  convertAbnormal,
  deleteAbnormal,
  type DiamEditType,
  type EditRow,
  editRows,
  type EditState,
  hasChanges,
  lengthsOf,
  listPath,
  minus,
  modifyPayload,
  NO_CHANGES,
  parseDiamEditQuery,
  pendingAbnormal,
  plus,
  quantityAfter,
  type SheetInfo,
} from './diam-edit-rules';
import { ManualAddDialog } from './manual-add-dialog';

const ABNORMAL_DIALOG_WIDTH = '760px';

/**
 * The diameter edit of a pending sheet (spec §2 Diameter edit, §5, §7): the sheet's header from
 * the list's `info`, its diameter rows with plus and minus, hand entries, the abnormal wood to
 * delete or convert, and "confirm modify". Without a valid type and info it goes back.
 */
export default function DiamEditPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useMemo(() => parseDiamEditQuery(params), [params]);

  useEffect(() => {
    if (!query) {
      void navigate(-1);
    }
  }, [query, navigate]);

  if (!query) {
    return null;
  }
  return <DiamEditView key={`${query.type}:${query.info.id}`} type={query.type} info={query.info} />;
}

function DiamEditView({ type, info }: { type: DiamEditType; info: SheetInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const text = (id: WebMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { rows = [], loading } = useDiameterRows(type, info.id);
  const abnormal = useAbnormalLogs(type, info.id);
  const { modify, saving } = useModifyDiameters(type);
  const [state, setState] = useState<EditState>(NO_CHANGES);
  const [adding, setAdding] = useState(false);
  const [showAbnormal, setShowAbnormal] = useState(false);

  // The table's cells keep the handlers of the render that last changed their row (PrimeReact
  // compares row data), so the handlers read the rows and the changes from here.
  const latest = useRef({ rows, state });
  useEffect(() => {
    latest.current = { rows, state };
  }, [rows, state]);

  const table = useMemo(() => editRows(rows, state), [rows, state]);
  const pending = useMemo(() => pendingAbnormal(abnormal.logs, state), [abnormal.logs, state]);
  const lengths = info.length !== '-' ? info.length : lengthsOf(rows).join(' / ') || '-';

  const takeOne = (row: EditRow) => {
    const result = minus(latest.current.rows, latest.current.state, row.key);
    if ('error' in result) {
      notify.warn(text('diamEdit.insufficient'));
      return;
    }
    setState(result.state);
  };
  const addOne = (row: EditRow) => setState(plus(latest.current.rows, latest.current.state, row.key));

  const save = async () => {
    try {
      await modify({ body: modifyPayload(type, info.id, state) }).unwrap();
      notify.success(text('diamEdit.modified'));
      void navigate(listPath(type));
    } catch {
      // The API layer has shown the server's message; the changes stay on the page.
    }
  };

  const submit = () => {
    if (!hasChanges(state)) {
      notify.warn(text('diamEdit.notModified'));
      return;
    }
    confirmDialog({
      header: text('common.confirmTitle'),
      message: text('diamEdit.submitPrompt', {
        spu: info.spu,
        removed: state.removed.length,
        added: state.added.length,
      }),
      icon: 'pi pi-question-circle',
      acceptLabel: text('common.confirm'),
      rejectLabel: text('common.cancel'),
      accept: () => void save(),
    });
  };

  const item = (labelId: WebMessageId, value: ReactNode, testId?: string) => (
    <span>
      <FormattedMessage id={labelId} />: <strong data-testid={testId}>{value}</strong>
    </span>
  );

  return (
    <div className="flex flex-column gap-3" data-testid="diam-edit">
      <div className="card flex flex-wrap align-items-center gap-4" data-testid="diam-edit-info">
        {item('sheet.spu', info.spu, 'diam-edit-spu')}
        {item('sheet.standard', info.standard)}
        {item('sheet.quantity', info.qty, 'diam-edit-qty-before')}
        {item('sheet.volume', formatVolume(intl, info.volume))}
        {item('sheet.length', lengths)}
        {item('sheet.customer', info.partner)}
        {item('sheet.transportNum', info.transportNum)}
        {item('sheet.woodKind', info.woodKind)}
        {item('diamEdit.qtyAfter', quantityAfter(rows, state) + pending.length, 'diam-edit-qty-after')}
      </div>
      <section className="card flex flex-column gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            icon="pi pi-plus"
            label={text('diamEdit.add')}
            onClick={() => setAdding(true)}
            data-testid="diam-edit-add"
          />
          <Button
            icon="pi pi-exclamation-triangle"
            severity="warning"
            outlined
            label={text('diamEdit.abnormal', { count: pending.length })}
            onClick={() => setShowAbnormal(true)}
            data-testid="diam-edit-abnormal"
          />
          <span className="flex gap-2 ml-auto">
            <Button
              outlined
              icon="pi pi-arrow-left"
              label={text('diamEdit.back')}
              onClick={() => void navigate(listPath(type))}
              data-testid="diam-edit-back"
            />
            <GuardedButton
              icon="pi pi-check"
              label={text('diamEdit.submit')}
              loading={saving}
              onClick={submit}
              data-testid="diam-edit-submit"
            />
          </span>
        </div>
        <DataTable
          value={table}
          dataKey="key"
          loading={loading}
          size="small"
          stripedRows
          emptyMessage={<EmptyState />}
          data-testid="diam-edit-rows"
        >
          <Column
            header={text('sheet.diameter')}
            body={(row: EditRow) =>
              row.source === 'sheet' ? (
                <span data-testid="diam-edit-dia">{row.diameter}</span>
              ) : (
                <span className="flex align-items-center gap-2">
                  <span data-testid="diam-edit-dia">
                    {row.minDiameter === row.maxDiameter
                      ? row.maxDiameter
                      : `${row.minDiameter}\u2013${row.maxDiameter}`}
                  </span>
                  <Tag severity="info" value={text('diamEdit.newRow')} />
                  {row.picUrl && <i className="pi pi-image" title={text('diamEdit.picture')} />}
                </span>
              )
            }
          />
          <Column
            header={text('sheet.length')}
            body={(row: EditRow) => <span data-testid="diam-edit-len">{row.length}</span>}
          />
          <Column
            header={text('sheet.quantity')}
            body={(row: EditRow) => <span data-testid="diam-edit-qty">{row.qty}</span>}
          />
          <Column
            header={text('common.actions')}
            body={(row: EditRow) => (
              <span className="flex gap-1">
                <IconButton
                  icon="pi pi-minus"
                  labelId="diamEdit.minus"
                  onClick={() => takeOne(row)}
                  testId="diam-edit-minus"
                />
                <IconButton
                  icon="pi pi-plus"
                  labelId="diamEdit.plus"
                  onClick={() => addOne(row)}
                  testId="diam-edit-plus"
                />
              </span>
            )}
          />
        </DataTable>
      </section>
      <ManualAddDialog
        visible={adding}
        onHide={() => setAdding(false)}
        onAdd={(log) => setState((current) => addManual(current, log))}
      />
      <Dialog
        visible={showAbnormal}
        header={<FormattedMessage id="diamEdit.abnormalTitle" />}
        onHide={() => setShowAbnormal(false)}
        style={{ width: ABNORMAL_DIALOG_WIDTH }}
        breakpoints={{ '800px': '95vw' }}
        draggable={false}
        modal
      >
        <p className="mt-0 text-color-secondary">
          <FormattedMessage id="diamEdit.abnormalNote" />
        </p>
        <AbnormalLogTable
          logs={pending}
          loading={abnormal.loading}
          actions={(log) => (
            <span className="flex gap-1">
              <Button
                text
                size="small"
                label={text('diamEdit.convert')}
                onClick={() => setState((current) => convertAbnormal(current, log))}
                data-testid="abnormal-convert"
              />
              <Button
                text
                size="small"
                severity="danger"
                label={text('common.delete')}
                onClick={() => setState((current) => deleteAbnormal(current, log))}
                data-testid="abnormal-delete"
              />
            </span>
          )}
        />
      </Dialog>
    </div>
  );
}
