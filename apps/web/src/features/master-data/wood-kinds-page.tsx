import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  type MasterFilters,
  pageOf,
  textParam,
} from '../../shared/ui/master-data/master-data-screen';
import { NamedEntityScreen } from '../../shared/ui/master-data/named-entity-screen';
import {
  useWoodKindCreateMutation,
  useWoodKindDeleteMutation,
  useWoodKindDeleteSelectedMutation,
  useWoodKindListQuery,
  useWoodKindUpdateMutation,
  type WoodKind,
  type WoodKindPageArg,
} from './master-data.api';

/** The request of a page of wood kinds for the applied filters. */
export const pageRequest = (filters: MasterFilters, paging: Paging): WoodKindPageArg => ({
  body: { ...listBody(filters, paging), ...textParam(filters, 'woodKindName') },
});

const useWoodKindPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useWoodKindListQuery(pageRequest(filters, paging)));

/** Wood type master data (spec §2 Master data): filter by name and dates, add, edit, delete selected. */
export default function WoodKindsPage() {
  const [create] = useWoodKindCreateMutation();
  const [update] = useWoodKindUpdateMutation();
  const [deleteOne] = useWoodKindDeleteMutation();
  const [deleteMany] = useWoodKindDeleteSelectedMutation();
  return (
    <NamedEntityScreen<'woodKindName', WoodKind>
      testId="wood-kind"
      tableTestId="wood-kinds-table"
      nameKey="woodKindName"
      usePage={useWoodKindPage}
      text={{
        add: 'woodKind.add',
        edit: 'woodKind.edit',
        name: 'woodKind.name',
        namePlaceholder: 'woodKind.namePlaceholder',
        nameRequired: 'woodKind.nameRequired',
        remark: 'woodKind.remark',
      }}
      messages={{
        empty: 'woodKind.empty',
        deleteConfirm: 'woodKind.deleteConfirm',
        deleteSelectedConfirm: 'woodKind.deleteSelectedConfirm',
      }}
      save={({ name, remark }, editing) =>
        editing
          ? update({ body: { id: editing.id, woodKindName: name, remark } }).unwrap()
          : create({ body: { woodKindName: name, remark } }).unwrap()
      }
      deleteOne={(id) => deleteOne({ id }).unwrap()}
      deleteMany={(ids) => deleteMany({ body: { ids } }).unwrap()}
    />
  );
}
