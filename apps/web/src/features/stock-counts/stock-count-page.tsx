import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, FIRST_PAGE, type Paging } from '../../shared/ui/data-table-view';
import { FilterBar } from '../../shared/ui/filter-bar';
import { afterRowDeleted, pageProps } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { RowActions } from '../../shared/ui/row-action';
import { CountDetailDialog } from './count-detail-dialog';
import { CountPlanDialog } from './count-plan-dialog';
import {
  type CountPlan,
  IN_PROGRESS,
  useCountPlanDeleteMutation,
  useCountPlanFinishMutation,
  useCountPlanListQuery,
} from './stock-counts.api';

type Status = 5 | 10;

interface PlanFilters {
  status: Status | null;
  loc: string | null;
}

const NO_FILTERS: PlanFilters = { status: null, loc: null };

export const planListBody = (filters: PlanFilters, paging: Paging) => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.loc ? { loc: filters.loc } : {}),
  },
});

/**
 * §2 Stock count (/stock/inventory): the count plans, the one in progress first (at most one),
 * the add-plan dialog, the detail dialog of a plan, finishing and deleting the plan in progress
 * (§4), and the way to the monthly log inventory.
 */
export default function StockCountPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const lookups = useLookups();
  const [draft, setDraft] = useState<PlanFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<PlanFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [adding, setAdding] = useState(false);
  const [detailOf, setDetailOf] = useState<CountPlan | null>(null);
  const list = useCountPlanListQuery(planListBody(applied, paging));
  const [finish] = useCountPlanFinishMutation();
  const [remove] = useCountPlanDeleteMutation();
  const { rows, ...table } = pageProps<CountPlan & Record<string, unknown>>(list);
  const current = rows.find((row) => row.status === IN_PROGRESS);
  const statuses = [
    { value: 5 as const, label: intl.formatMessage({ id: 'count.status.inProgress' }) },
    { value: 10 as const, label: intl.formatMessage({ id: 'count.status.finished' }) },
  ];

  const confirmFinish = (plan: CountPlan) =>
    confirmAction(
      intl.formatMessage({ id: 'count.finishConfirm' }, { checkListNo: plan.checkListNo }),
      () => {
        finish({ id: plan.id })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'count.finished' })))
          .catch(() => undefined);
      },
      'pi pi-check-circle',
    );
  const confirmDelete = (plan: CountPlan) =>
    confirmDanger(
      intl.formatMessage({ id: 'count.deleteConfirm' }, { checkListNo: plan.checkListNo }),
      () => {
        remove({ checkListNo: plan.checkListNo })
          .unwrap()
          .then(() => afterRowDeleted(rows.length, paging, setPaging))
          .catch(() => undefined);
      },
    );

  return (
    <>
      <DataTableView<CountPlan & Record<string, unknown>>
        rows={rows}
        {...table}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        testId="count-plans"
        emptyMessage={<FormattedMessage id="count.empty" />}
        rowClassName={(row) => (row.status === IN_PROGRESS ? 'font-semibold' : undefined)}
        filters={
          <FilterBar
            onSearch={() => {
              setApplied(draft);
              setPaging({ ...paging, page: 1 });
            }}
            onReset={() => {
              setDraft(NO_FILTERS);
              setApplied(NO_FILTERS);
              setPaging({ ...paging, page: 1 });
            }}
          >
            <LookupFilter
              id="count-filter-location"
              labelId="sheet.warehouse"
              value={draft.loc}
              options={lookups.locations}
              onChange={(loc) => setDraft({ ...draft, loc })}
            />
            <LookupFilter<Status>
              id="count-filter-status"
              labelId="sheet.status"
              value={draft.status}
              options={statuses}
              onChange={(status) => setDraft({ ...draft, status })}
            />
          </FilterBar>
        }
        actions={
          <>
            <Button
              icon="pi pi-plus"
              label={intl.formatMessage({ id: 'count.plan.add' })}
              onClick={() => setAdding(true)}
              disabled={current !== undefined}
              tooltip={current ? intl.formatMessage({ id: 'count.plan.oneCurrent' }) : undefined}
              tooltipOptions={{ showOnDisabled: true }}
              data-testid="count-plan-add"
            />
            <Button
              icon="pi pi-calendar"
              outlined
              label={intl.formatMessage({ id: 'route.stock/monthlyInventory' })}
              onClick={() => void navigate('/stock/monthlyInventory')}
              data-testid="count-monthly"
            />
          </>
        }
      >
        <Column field="checkListNo" header={intl.formatMessage({ id: 'count.checkListNo' })} />
        <Column field="storageBin" header={intl.formatMessage({ id: 'sheet.warehouse' })} />
        <Column
          header={intl.formatMessage({ id: 'sheet.woodKind' })}
          body={(row: CountPlan) => row.woodKind || intl.formatMessage({ id: 'count.plan.allKinds' })}
        />
        <Column field="woodSpecs" header={intl.formatMessage({ id: 'sheet.length' })} />
        <Column field="qty" header={intl.formatMessage({ id: 'count.bookQty' })} />
        <Column field="checkQty" header={intl.formatMessage({ id: 'count.checkQty' })} />
        <Column field="plannedTime" header={intl.formatMessage({ id: 'count.plannedTime' })} />
        <Column field="planner" header={intl.formatMessage({ id: 'count.planner' })} />
        <Column field="checker" header={intl.formatMessage({ id: 'count.checker' })} />
        <Column
          header={intl.formatMessage({ id: 'count.checkTime' })}
          body={(row: CountPlan) => formatDateTime(intl, row.checkTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.status' })}
          body={(row: CountPlan) => <span data-testid="count-plan-status">{row.statusDesc}</span>}
        />
        <Column field="checkStatusDesc" header={intl.formatMessage({ id: 'count.checkStatus' })} />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: CountPlan) => (
            <RowActions
              actions={[
                {
                  icon: 'pi pi-list',
                  labelId: 'count.detail',
                  onClick: () => setDetailOf(row),
                  testId: 'count-plan-detail',
                },
                {
                  icon: 'pi pi-check',
                  labelId: 'count.finish',
                  onClick: () => confirmFinish(row),
                  testId: 'count-plan-finish',
                  shown: row.status === IN_PROGRESS,
                },
                {
                  icon: 'pi pi-trash',
                  labelId: 'common.delete',
                  onClick: () => confirmDelete(row),
                  testId: 'count-plan-delete',
                  danger: true,
                  shown: row.status === IN_PROGRESS,
                },
              ]}
            />
          )}
        />
      </DataTableView>
      <CountPlanDialog visible={adding} onHide={() => setAdding(false)} />
      {detailOf && <CountDetailDialog plan={detailOf} onHide={() => setDetailOf(null)} />}
    </>
  );
}
