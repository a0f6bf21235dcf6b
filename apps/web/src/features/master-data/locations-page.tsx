import {
  type Location,
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useDeleteLocationsMutation,
  useLocationPageQuery,
  useUpdateLocationMutation,
} from '../../api/api';
import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  type MasterFilters,
  pageOf,
  textParam,
} from '../../shared/ui/master-data/master-data-screen';
import { NamedEntityScreen } from '../../shared/ui/master-data/named-entity-screen';

export const locationPageRequest = (filters: MasterFilters, paging: Paging) => ({
  body: { ...listBody(filters, paging), ...textParam(filters, 'locationName') },
});

const useLocationPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useLocationPageQuery(locationPageRequest(filters, paging)));

/** Warehouse locations (spec §2 Master data, §5): search by name and dates, add, edit, bulk delete. */
export default function LocationsPage() {
  const [create] = useCreateLocationMutation();
  const [update] = useUpdateLocationMutation();
  const [deleteOne] = useDeleteLocationMutation();
  const [deleteMany] = useDeleteLocationsMutation();
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
