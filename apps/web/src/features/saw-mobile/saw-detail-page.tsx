import { SAWING_PAGE_SIZES, SAWING_STATE } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-query';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import { Spinner } from '../../shared/ui/spinner';
import { NoLink, PhonePage } from './day-nav';
import { benchLinkOf, dayOf, EDITING_RENEW_MS } from './saw-mobile-rules';
import {
  type SawBenchCloseApiArg,
  useSawBenchCloseMutation,
  useSawBenchEditingMutation,
  useSawBenchEditMutation,
  useSawBenchListQuery,
  useSawBenchSpecListQuery,
} from './saw-mobile.api';

type SpecInput = NonNullable<SawBenchCloseApiArg['body']['specsArr']>[number];
type Grade = 1 | 2 | 3;
interface SpecRow {
  key: number;
  L: number | null;
  W: number | null;
  H: number | null;
  B: number | null;
  lastBlocks: number;
  woodGrade: Grade;
}

/** §3 specification fields on the phone: L m (2 decimals), W and H mm, B pieces, last-log class. */
const NUMBER_FIELDS: readonly [keyof Omit<SpecRow, 'key' | 'woodGrade'>, WebMessageId, number][] = [
  ['L', 'sawMobile.length', 2],
  ['W', 'sawMobile.width', 0],
  ['H', 'sawMobile.thickness', 0],
  ['B', 'sawMobile.pieces', 0],
  ['lastBlocks', 'sawMobile.lastBlocks', 0],
];

/** §3 woodGrade: 1 common, 2 semi-fine, 3 fine. */
const GRADES: readonly [Grade, WebMessageId][] = [
  [1, 'sawMobile.grade.1'],
  [2, 'sawMobile.grade.2'],
  [3, 'sawMobile.grade.3'],
];

let nextKey = 1;
const emptySpec = (): SpecRow => ({
  key: nextKey++,
  L: null,
  W: null,
  H: null,
  B: null,
  lastBlocks: 0,
  woodGrade: 1,
});
const toInput = ({ key: _key, ...spec }: SpecRow): SpecInput => spec;

/**
 * An order of the bench on the phone (/sawDetail, §2): its specifications edited and saved, or the
 * order closed with them (§4 closing saves the spec list); only an open order is edited, and while
 * it is open here it is marked as being edited (§4: the bench's manage mode waits for it).
 */
export default function SawDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = useMemo(() => benchLinkOf(params), [params]);
  const id = params.get('id') ?? '';
  const day = dayOf(params.get('date'));
  const skip = link === null || !id;
  const body = link ?? { cusNo: '', machineNo: '', sign: '' };
  const list = useSawBenchListQuery(
    { body: { ...body, date: day, page: 1, pageSize: SAWING_PAGE_SIZES[2] } },
    { skip },
  );
  const specs = useSawBenchSpecListQuery({ body: { ...body, id } }, { skip });
  const [edit, editing] = useSawBenchEditMutation();
  const [close, closing] = useSawBenchCloseMutation();
  const [rows, setRows] = useState<SpecRow[]>([]);
  useEffect(() => {
    const saved = specs.data?.data;
    if (saved) {
      setRows(
        saved.map((spec) => ({
          key: nextKey++,
          L: spec.woodLength,
          W: spec.width,
          H: spec.thickness,
          B: spec.woodBlocks,
          lastBlocks: spec.lastBlocks,
          woodGrade: ([1, 2, 3].includes(spec.woodGrade) ? spec.woodGrade : 1) as Grade,
        })),
      );
    }
  }, [specs.data]);
  const [markEditing] = useSawBenchEditingMutation();
  const order = list.data?.data.records.find((record) => record.id === id);
  const open = order?.state === SAWING_STATE.OPEN;
  // §4 while an open order is on this page it is being edited: the bench's manage mode waits
  useEffect(() => {
    if (link === null || !id || !open) {
      return undefined;
    }
    const mark = (editing: boolean) => {
      // a failure of the mark is the link's, which the page shows already
      markEditing({ body: { ...link, id, editing } })
        .unwrap()
        .catch(() => undefined);
    };
    mark(true);
    const timer = window.setInterval(() => mark(true), EDITING_RENEW_MS);
    return () => {
      window.clearInterval(timer);
      mark(false);
    };
  }, [link, id, open, markEditing]);
  const title = order ? intl.formatMessage({ id: 'sawMobile.detailTitle' }, { orderNo: order.orderNo }) : '';
  const back = () => {
    const query = new URLSearchParams(params);
    query.delete('id');
    void navigate(`/sawList?${query.toString()}`);
  };
  if (skip) {
    return (
      <PhonePage title={title} testId="saw-detail">
        <NoLink id="sawMobile.noLink" />
      </PhonePage>
    );
  }
  const change = (key: number, patch: Partial<SpecRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const save = () =>
    edit({ body: { ...link, id, specsArr: rows.map(toInput) } })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'sawMobile.saved' })))
      .catch(() => undefined); // the API layer has shown the server's message
  const closeOrder = () =>
    close({ body: { ...link, id, specsArr: rows.map(toInput) } })
      .unwrap()
      .then(() => {
        notify.success(intl.formatMessage({ id: 'sawMobile.closed' }));
        back();
      })
      .catch(() => undefined);
  const problem = specs.error ?? list.error;
  return (
    <PhonePage title={title} testId="saw-detail">
      <Button
        label={intl.formatMessage({ id: 'sawMobile.back' })}
        icon="pi pi-arrow-left"
        text
        onClick={back}
      />
      {problem ? (
        <Message severity="error" text={errorMessage(problem)} />
      ) : !order || specs.isLoading ? (
        <Spinner size="2.5rem" />
      ) : (
        <>
          {!open && <Message severity="info" text={intl.formatMessage({ id: 'sawMobile.notOpen' })} />}
          {rows.map((row, index) => (
            <fieldset
              key={row.key}
              className="border-1 surface-border border-round p-2 m-0"
              data-testid="saw-spec"
            >
              <legend className="text-sm px-1">
                <FormattedMessage id="sawMobile.spec" values={{ n: index + 1 }} />
              </legend>
              <div className="grid m-0">
                {NUMBER_FIELDS.map(([field, label, decimals]) => (
                  <div key={field} className="col-6 p-1">
                    <LabelledField htmlFor={`${field}-${row.key}`} label={<FormattedMessage id={label} />}>
                      <InputNumber
                        inputId={`${field}-${row.key}`}
                        value={row[field]}
                        disabled={!open}
                        minFractionDigits={0}
                        maxFractionDigits={decimals}
                        min={0}
                        inputClassName="w-full"
                        className="w-full"
                        onValueChange={(e) =>
                          change(row.key, { [field]: e.value ?? (field === 'lastBlocks' ? 0 : null) })
                        }
                        data-testid={`saw-spec-${field}`}
                      />
                    </LabelledField>
                  </div>
                ))}
                <div className="col-6 p-1">
                  <LabelledField
                    htmlFor={`grade-${row.key}`}
                    label={<FormattedMessage id="sawMobile.grade" />}
                  >
                    <Dropdown
                      inputId={`grade-${row.key}`}
                      value={row.woodGrade}
                      disabled={!open}
                      options={GRADES.map(([grade, label]) => ({
                        value: grade,
                        label: intl.formatMessage({ id: label }),
                      }))}
                      onChange={(e) => change(row.key, { woodGrade: e.value as Grade })}
                    />
                  </LabelledField>
                </div>
              </div>
              {open && index > 0 && (
                <Button
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={intl.formatMessage({ id: 'sawMobile.removeSpec' }, { n: index + 1 })}
                  onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                />
              )}
            </fieldset>
          ))}
          {open && (
            <div className="flex flex-column gap-2">
              <Button
                label={intl.formatMessage({ id: 'sawMobile.addSpec' })}
                icon="pi pi-plus"
                text
                onClick={() => setRows([...rows, emptySpec()])}
              />
              <Button
                label={intl.formatMessage({ id: 'sawMobile.save' })}
                outlined
                loading={editing.isLoading}
                onClick={() => void save()}
                data-testid="saw-detail-save"
              />
              <Button
                label={intl.formatMessage({ id: 'sawMobile.close' })}
                loading={closing.isLoading}
                onClick={() => void closeOrder()}
                data-testid="saw-detail-close"
              />
            </div>
          )}
        </>
      )}
    </PhonePage>
  );
}
