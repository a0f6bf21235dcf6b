import { type WebMessageId } from '@timber/i18n';
import { Column } from 'primereact/column';
import { useIntl } from 'react-intl';
import { maxLength, required } from '../../form/validators';
import { MasterDataScreen, type MasterDataScreenProps, type MasterRow } from './master-data-screen';

/** Names are at most 50 characters, remarks 200 (spec §3, §5; as the server checks them). */
export const NAME_MAX = 50;
export const REMARK_MAX = 200;

type NamedRow<K extends string> = MasterRow & Record<K, string> & { remark: string };

interface NamedEntityScreenProps<K extends string, Row extends NamedRow<K>>
  extends Pick<
    MasterDataScreenProps<Row, K | 'remark'>,
    'testId' | 'tableTestId' | 'usePage' | 'messages' | 'deleteOne' | 'deleteMany'
  > {
  /** The API name of the name field, e.g. `locationName`. */
  nameKey: K;
  text: {
    add: WebMessageId;
    edit: WebMessageId;
    name: WebMessageId;
    namePlaceholder: WebMessageId;
    nameRequired: WebMessageId;
    remark: WebMessageId;
  };
  /** Creates (no row) or updates the row through the server. */
  save: (values: { name: string; remark: string }, editing: Row | null) => Promise<unknown>;
}

/**
 * A master-data list of things with a name and a remark (wood kinds, warehouse locations):
 * filter by name and dates; the name is required once trimmed.
 */
export function NamedEntityScreen<K extends string, Row extends NamedRow<K>>({
  nameKey,
  text,
  save,
  ...screen
}: NamedEntityScreenProps<K, Row>) {
  const intl = useIntl();
  type Field = K | 'remark';
  const values = (row: Row | null) =>
    ({ [nameKey]: row?.[nameKey] ?? '', remark: row?.remark ?? '' }) as Record<Field, string>;
  return (
    <MasterDataScreen<Row, Field>
      {...screen}
      textFilter={{
        id: `filter-${screen.testId}-name`,
        labelId: text.name,
        placeholderId: text.namePlaceholder,
        maxLength: NAME_MAX,
      }}
      dateFilter
      columns={[
        <Column key="name" field={nameKey} header={intl.formatMessage({ id: text.name })} />,
        <Column key="remark" field="remark" header={intl.formatMessage({ id: text.remark })} />,
      ]}
      rowName={(row) => row[nameKey]}
      form={{
        addTitleId: text.add,
        editTitleId: text.edit,
        fields: [
          {
            name: nameKey,
            id: `${screen.testId}-name`,
            labelId: text.name,
            required: true,
            maxLength: NAME_MAX,
          },
          {
            name: 'remark',
            id: `${screen.testId}-remark`,
            labelId: text.remark,
            kind: 'textarea',
            maxLength: REMARK_MAX,
          },
        ],
        rules: {
          [nameKey]: [required(text.nameRequired), maxLength(NAME_MAX)],
          remark: [maxLength(REMARK_MAX)],
        } as Partial<Record<Field, ReturnType<typeof required>[]>>,
        values,
        save: (form, editing) => save({ name: form[nameKey], remark: form.remark }, editing),
      }}
    />
  );
}
