import { MAX_SPEC_LENGTH_M } from '@timber/contracts';
import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { decimalOnly, positiveNumber } from '../../shared/form/sanitize';
import { between, matches, maxLength, required } from '../../shared/form/validators';
import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  MasterDataScreen,
  type MasterFilters,
  pageOf,
} from '../../shared/ui/master-data/master-data-screen';
import { type MasterForm } from '../../shared/ui/master-data/master-form-dialog';
import { notify } from '../../shared/ui/notify';
import {
  useWoodSpecCreateMutation,
  useWoodSpecDeleteMutation,
  useWoodSpecDeleteSelectedMutation,
  useWoodSpecListQuery,
  useWoodSpecToggleHotMutation,
  useWoodSpecUpdateMutation,
  type WoodSpec,
} from './master-data.api';

/** woodSpecsNo (spec §5, §9): a length in m, numeric with at most 2 decimals, above 0 and at most 15. */
export const SPECS_NO = /^\d+(\.\d{1,2})?$/;
const SPECS_NO_MAX_CHARS = 5;
const REMARK_MAX = 200;
const MIN_SPEC_LENGTH_M = 0.01;

type Field = 'woodSpecsNo' | 'remark' | 'hot';

const values = (row: WoodSpec | null): Record<Field, string> => ({
  woodSpecsNo: row ? String(row.woodSpecsNo) : '',
  remark: row?.remark ?? '',
  hot: row?.hot === 1 ? '1' : '0',
});

export function woodSpecPageRequest(filters: MasterFilters, paging: Paging) {
  const woodSpecsNo = positiveNumber(filters.text.trim());
  return { body: { ...listBody(filters, paging), ...(woodSpecsNo === null ? {} : { woodSpecsNo }) } };
}

const useWoodSpecPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useWoodSpecListQuery(woodSpecPageRequest(filters, paging)));

const cleanSpecsNo = (raw: string) => decimalOnly(raw, SPECS_NO_MAX_CHARS);

/** Wood specifications, i.e. lengths (spec §2 Master data): filter, add, edit, delete, hot switch. */
export default function WoodSpecsPage() {
  const intl = useIntl();
  const [create] = useWoodSpecCreateMutation();
  const [update] = useWoodSpecUpdateMutation();
  const [toggleHot] = useWoodSpecToggleHotMutation();
  const [deleteOne] = useWoodSpecDeleteMutation();
  const [deleteMany] = useWoodSpecDeleteSelectedMutation();
  /** The row whose hot flag is being changed: its switch waits for the server. */
  const [toggling, setToggling] = useState<string | null>(null);

  const toggle = (row: WoodSpec) => {
    setToggling(row.id);
    toggleHot({ id: row.id })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
      // The API layer has shown the server's message; the row keeps its flag.
      .catch(() => undefined)
      .finally(() => setToggling(null));
  };

  const form: MasterForm<WoodSpec, Field> = {
    addTitleId: 'woodSpec.add',
    editTitleId: 'woodSpec.edit',
    fields: [
      {
        name: 'woodSpecsNo',
        id: 'wood-spec-no',
        labelId: 'woodSpec.no',
        required: true,
        inputMode: 'decimal',
        maxLength: SPECS_NO_MAX_CHARS,
        sanitize: cleanSpecsNo,
      },
      {
        name: 'remark',
        id: 'wood-spec-remark',
        labelId: 'woodSpec.remark',
        kind: 'textarea',
        maxLength: REMARK_MAX,
      },
      { name: 'hot', id: 'wood-spec-hot', labelId: 'woodSpec.hot', kind: 'switch', only: 'add' },
    ],
    rules: {
      woodSpecsNo: [
        required('woodSpec.noRequired'),
        matches(SPECS_NO, 'woodSpec.noFormat'),
        between(MIN_SPEC_LENGTH_M, MAX_SPEC_LENGTH_M, 'woodSpec.noRange'),
      ],
      remark: [maxLength(REMARK_MAX)],
    },
    values,
    save: ({ woodSpecsNo, remark, hot }, editing) =>
      editing
        ? update({ body: { id: editing.id, woodSpecsNo: Number(woodSpecsNo), remark } }).unwrap()
        : create({ body: { woodSpecsNo: Number(woodSpecsNo), remark, hot: hot === '1' ? 1 : 0 } }).unwrap(),
  };

  return (
    <MasterDataScreen<WoodSpec, Field>
      testId="wood-spec"
      tableTestId="wood-specs-table"
      usePage={useWoodSpecPage}
      textFilter={{
        id: 'filter-wood-spec-no',
        labelId: 'woodSpec.no',
        placeholderId: 'woodSpec.noPlaceholder',
        maxLength: SPECS_NO_MAX_CHARS,
        inputMode: 'decimal',
        sanitize: cleanSpecsNo,
      }}
      dateFilter
      columns={[
        <Column
          key="no"
          header={intl.formatMessage({ id: 'woodSpec.no' })}
          body={(row: WoodSpec) => intl.formatNumber(row.woodSpecsNo, { maximumFractionDigits: 2 })}
        />,
        <Column key="remark" field="remark" header={intl.formatMessage({ id: 'woodSpec.remark' })} />,
        <Column
          key="hot"
          header={intl.formatMessage({ id: 'woodSpec.hot' })}
          body={(row: WoodSpec) => (
            <InputSwitch
              checked={row.hot === 1}
              disabled={toggling === row.id}
              aria-label={intl.formatMessage({ id: 'woodSpec.hot' })}
              onChange={() => toggle(row)}
              data-testid="wood-spec-hot"
            />
          )}
        />,
      ]}
      rowName={(row) => intl.formatNumber(row.woodSpecsNo, { maximumFractionDigits: 2 })}
      messages={{
        empty: 'woodSpec.empty',
        deleteConfirm: 'woodSpec.deleteConfirm',
        deleteSelectedConfirm: 'woodSpec.deleteSelectedConfirm',
      }}
      deleteOne={(id) => deleteOne({ id }).unwrap()}
      deleteMany={(ids) => deleteMany({ body: { ids } }).unwrap()}
      form={form}
    />
  );
}
