import { type WebMessageId } from '@timber/i18n';
import { FormattedMessage } from 'react-intl';
import './printed-sheet.css';

/** One labelled value of a printed document's header. */
export interface PrintedField {
  id: WebMessageId;
  value: string;
}

/** The head of a printed document (a sheet, an order): its title and its labelled header fields. */
export function PrintedHead({ titleId, fields }: { titleId: WebMessageId; fields: readonly PrintedField[] }) {
  return (
    <>
      <h1 data-testid="printed-title">
        <FormattedMessage id={titleId} />
      </h1>
      <dl className="printed-fields">
        {fields.map((field) => (
          <div key={field.id}>
            <dt>
              <FormattedMessage id={field.id} />
            </dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
