import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  type MasterFilters,
  pageOf,
  textParam,
} from '../../shared/ui/master-data/master-data-screen';
import { NamedEntityScreen } from '../../shared/ui/master-data/named-entity-screen';
import {
  type Location,
  useLocationCreateMutation,
  useLocationDeleteMutation,
  useLocationDeleteSelectedMutation,
  useLocationListQuery,
  useLocationUpdateMutation,
} from './master-data.api';

export const locationPageRequest = (filters: MasterFilters, paging: Paging) => ({
  body: { ...listBody(filters, paging), ...textParam(filters, 'locationName') },
});

const useLocationPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useLocationListQuery(locationPageRequest(filters, paging)));

/** Warehouse locations (spec §2 Master data, §5): search by name and dates, add, edit, bulk delete. */
export default function LocationsPage() {
  const [create] = useLocationCreateMutation();
  const [update] = useLocationUpdateMutation();
  const [deleteOne] = useLocationDeleteMutation();
  const [deleteMany] = useLocationDeleteSelectedMutation();
  return (
    <NamedEntityScreen<'locationName', Location>
      testId="location"
      tableTestId="locations-table"
      nameKey="locationName"
      usePage={useLocationPage}
      text={{
        add: 'location.add',
        edit: 'location.edit',
        name: 'location.name',
        namePlaceholder: 'location.namePlaceholder',
        nameRequired: 'location.nameRequired',
        remark: 'location.remark',
      }}
      messages={{
        empty: 'location.empty',
        deleteConfirm: 'location.deleteConfirm',
        deleteSelectedConfirm: 'location.deleteSelectedConfirm',
      }}
      save={({ name, remark }, editing) =>
        editing
          ? update({ body: { id: editing.id, locationName: name, remark } }).unwrap()
          : create({ body: { locationName: name, remark } }).unwrap()
      }
      deleteOne={(id) => deleteOne({ id }).unwrap()}
      deleteMany={(ids) => deleteMany({ body: { ids } }).unwrap()}
    />
  );
}
