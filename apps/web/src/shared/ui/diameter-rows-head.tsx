import { FormattedMessage } from 'react-intl';

/** The head of an editable table of diameter rows (a sheet's, a checked or purchase sheet's). */
export function DiameterRowsHead() {
  return (
    <thead>
      <tr className="text-left text-sm">
        <th>
          <FormattedMessage id="sheet.diameter" />
        </th>
        <th>
          <FormattedMessage id="sheet.length" />
        </th>
        <th>
          <FormattedMessage id="sheet.quantity" />
        </th>
        <th>
          <FormattedMessage id="sheet.volume" />
        </th>
        <th />
      </tr>
    </thead>
  );
}
