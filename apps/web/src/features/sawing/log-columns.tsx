import { Column } from 'primereact/column';
import { type IntlShape } from 'react-intl';
import { formatVolume } from '../../shared/format/format';
import { type SawingLog } from './sawing-rules';

/**
 * The columns of a log (spec §3 Log in an order): code, wood kind, length, diameter, volume; the
 * same in an order's logs and in the logs in stock. Codes restart at 1 on every sheet, so the
 * sheet's number comes first: the pair names a log (issue 35). An array, not a component: the
 * DataTable reads its Column children's own props.
 */
export const logColumns = (intl: IntlShape) => [
  <Column
    key="sheet"
    header={intl.formatMessage({ id: 'sheet.spu' })}
    body={(row: SawingLog) => row.sheetNo ?? '—'}
  />,
  <Column key="code" header={intl.formatMessage({ id: 'sawing.woodCode' })} field="woodCode" />,
  <Column key="kind" header={intl.formatMessage({ id: 'sawing.woodKind' })} field="woodKind" />,
  <Column key="length" header={intl.formatMessage({ id: 'sawing.logLength' })} field="woodSpecs" />,
  <Column key="diameter" header={intl.formatMessage({ id: 'sawing.diameter' })} field="diameter" />,
  <Column
    key="volume"
    header={intl.formatMessage({ id: 'sawing.volume' })}
    body={(row: SawingLog) => formatVolume(intl, row.volume)}
  />,
];
