import { confirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyStockListQuery, useLookupLocationListQuery } from '../../../api/api';
import { FormDialog, useFormSubmit } from '../../../shared/ui/form-dialog';
import { LabelledField } from '../../../shared/ui/labelled-field';
import { notify } from '../../../shared/ui/notify';
import { useStockTransferMutation } from '../sheets.api';
import { type StockCategory, LOOKUP_BODY } from './diam-data-api';

interface WarehouseMoveDialogProps {
  stock: StockCategory['stock'];
  visible: boolean;
  onHide: () => void;
  /** the row the stock now lies in (the page follows it) */
  onMoved: (row: { id: string; location: string; woodKind: string }) => void;
}

/**
 * The warehouse move of a stock row (spec §2 detail dialog, §7 /stock/transfer/{id}): choose a
 * warehouse, confirm, and the whole row (its logs with it) joins the row of the same wood kind
 * there; the page then shows that row.
 */
export function WarehouseMoveDialog({ stock, visible, onHide, onMoved }: WarehouseMoveDialogProps) {
  const intl = useIntl();
  const locations = useLookupLocationListQuery(LOOKUP_BODY, { skip: !visible });
  const [transfer] = useStockTransferMutation();
  const [findRow] = useLazyStockListQuery();
  const [target, setTarget] = useState<string | null>(null);
  const { submitting, serverError, submit: tryMove, clearError } = useFormSubmit();
  const [touched, setTouched] = useState(false);
  const options = useMemo(
    () =>
      (locations.data?.data.records ?? [])
        .filter((location) => location.id !== stock.storageBinId)
        .map((location) => ({ value: location.id, label: location.name })),
    [locations.data, stock.storageBinId],
  );
  const hide = () => {
    setTarget(null);
    clearError();
    setTouched(false);
    onHide();
  };
  const move = (locId: string, to: string) =>
    tryMove(async () => {
      await transfer({ id: stock.id, body: { id: stock.id, locId } }).unwrap();
      const moved = await findRow({
        body: { page: 1, pageSize: 1, locationId: locId, woodKindId: stock.woodKindId },
      }).unwrap();
      notify.success(intl.formatMessage({ id: 'diamData.move.done' }, { to }));
      const row = moved.data.records[0];
      hide();
      if (row) {
        onMoved({ id: row.id, location: row.storageBin, woodKind: row.woodKind });
      }
    });
  const submit = (): boolean => {
    setTouched(true);
    const to = options.find((option) => option.value === target);
    if (!to) {
      return false;
    }
    confirmDialog({
      header: intl.formatMessage({ id: 'common.confirmTitle' }),
      message: intl.formatMessage(
        { id: 'diamData.move.confirm' },
        { qty: stock.quantity, kind: stock.woodKind, from: stock.storageBin, to: to.label },
      ),
      icon: 'pi pi-question-circle',
      acceptLabel: intl.formatMessage({ id: 'common.confirm' }),
      rejectLabel: intl.formatMessage({ id: 'common.cancel' }),
      accept: () => void move(to.value, to.label),
    });
    return true;
  };
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="diamData.move.title" />}
      onHide={hide}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
    >
      <LabelledField htmlFor="diam-move-target" label={<FormattedMessage id="diamData.move.target" />}>
        <Dropdown
          inputId="diam-move-target"
          value={target}
          options={options}
          filter={options.length > 10}
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          className={touched && !target ? 'p-invalid' : undefined}
          onChange={(event) => setTarget((event.value as string | null) ?? null)}
          data-testid="diam-move-target"
        />
      </LabelledField>
      {touched && !target && (
        <small className="p-error" id="diam-move-target-error">
          <FormattedMessage id="validation.required" />
        </small>
      )}
    </FormDialog>
  );
}
