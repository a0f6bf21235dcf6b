import { DIAMETER_LIMIT_MAX, DIAMETER_LIMIT_MIN } from '@timber/contracts';
import { Column } from 'primereact/column';
import { useIntl } from 'react-intl';
import { between, required, type Rule } from '../../shared/form/validators';
import { confirmDanger } from '../../shared/ui/confirm';
import { type Paging } from '../../shared/ui/data-table-view';
import { GuardedButton } from '../../shared/ui/guarded-button';
import {
  listBody,
  MasterDataScreen,
  type MasterFilters,
  pageOf,
} from '../../shared/ui/master-data/master-data-screen';
import { type MasterForm } from '../../shared/ui/master-data/master-form-dialog';
import { notify } from '../../shared/ui/notify';
import {
  type DiameterRange,
  useDiameterRangeCreateMutation,
  useDiameterRangeDeleteAllMutation,
  useDiameterRangeDeleteMutation,
  useDiameterRangeDeleteSelectedMutation,
  useDiameterRangeListQuery,
  useDiameterRangeUpdateMutation,
} from './master-data.api';

/** Limits are whole cm from 0 to 100 (spec §5, §9): at most 3 digits. */
const LIMIT_CHARS = 3;

type Field = 'lowerLimit' | 'upperLimit';

const values = (row: DiameterRange | null): Record<Field, string> => ({
  lowerLimit: row ? String(row.lowerLimit) : '',
  upperLimit: row ? String(row.upperLimit) : '',
});

const limitRules: Rule[] = [
  required('diameterRange.limitRequired'),
  between(DIAMETER_LIMIT_MIN, DIAMETER_LIMIT_MAX, 'diameterRange.limitRange'),
];

/** Both limits in range, and the lower one not above the upper one. */
export const diameterRangeRules = (current: Record<Field, string>) => ({
  lowerLimit: limitRules,
  upperLimit: [
    ...limitRules,
    (upper: string) =>
      current.lowerLimit !== '' && upper !== '' && Number(current.lowerLimit) > Number(upper)
        ? { id: 'diameterRange.order' as const }
        : null,
  ],
});

const useDiameterRangePage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useDiameterRangeListQuery({ body: listBody(filters, paging) }));

/** Diameter ranges (spec §2 Master data): add, edit, delete, delete all after a confirmation. */
export default function DiameterRangesPage() {
  const intl = useIntl();
  const [create] = useDiameterRangeCreateMutation();
  const [update] = useDiameterRangeUpdateMutation();
  const [deleteOne] = useDiameterRangeDeleteMutation();
  const [deleteMany] = useDiameterRangeDeleteSelectedMutation();
  const [deleteAll, { isLoading: deletingAll }] = useDiameterRangeDeleteAllMutation();

  const confirmDeleteAll = () =>
    confirmDanger(intl.formatMessage({ id: 'diameterRange.deleteAllConfirm' }), () => {
      deleteAll({ body: {} })
        .unwrap()
        .then(({ data }) =>
          notify.success(intl.formatMessage({ id: 'diameterRange.deletedAll' }, { count: data.deleted })),
        )
        // The API layer has shown the server's message.
        .catch(() => undefined);
    });

  const limitField = (name: Field, id: string, labelId: 'diameterRange.lower' | 'diameterRange.upper') => ({
    name,
    id,
    labelId,
    required: true,
    inputMode: 'numeric' as const,
    maxLength: LIMIT_CHARS,
  });

  const form: MasterForm<DiameterRange, Field> = {
    addTitleId: 'diameterRange.add',
    editTitleId: 'diameterRange.edit',
    fields: [
      limitField('lowerLimit', 'diameter-range-lower', 'diameterRange.lower'),
      limitField('upperLimit', 'diameter-range-upper', 'diameterRange.upper'),
    ],
    rules: diameterRangeRules,
    values,
    save: ({ lowerLimit, upperLimit }, editing) => {
      const limits = { lowerLimit: Number(lowerLimit), upperLimit: Number(upperLimit) };
      return editing
        ? update({ body: { id: editing.id, ...limits } }).unwrap()
        : create({ body: limits }).unwrap();
    },
  };

  return (
    <MasterDataScreen<DiameterRange, Field>
      testId="diameter-range"
      tableTestId="diameter-ranges-table"
      usePage={useDiameterRangePage}
      columns={[
        <Column key="lower" field="lowerLimit" header={intl.formatMessage({ id: 'diameterRange.lower' })} />,
        <Column key="upper" field="upperLimit" header={intl.formatMessage({ id: 'diameterRange.upper' })} />,
      ]}
      rowName={(row) => `${row.lowerLimit}–${row.upperLimit}`}
      messages={{
        empty: 'diameterRange.empty',
        deleteConfirm: 'diameterRange.deleteConfirm',
        deleteSelectedConfirm: 'diameterRange.deleteSelectedConfirm',
      }}
      deleteOne={(id) => deleteOne({ id }).unwrap()}
      deleteMany={(ids) => deleteMany({ body: { ids } }).unwrap()}
      form={form}
      extraActions={
        <GuardedButton
          icon="pi pi-times-circle"
          severity="danger"
          label={intl.formatMessage({ id: 'diameterRange.deleteAll' })}
          loading={deletingAll}
          onClick={confirmDeleteAll}
          data-testid="diameter-range-delete-all"
        />
      }
    />
  );
}
