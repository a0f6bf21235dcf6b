import { type CountImageDetail } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../shared/form/form-field';
import { formatDiameter, formatVolume } from '../../../shared/format/format';
import { type StandardOption } from '../../../shared/volume/use-user-standards';
import { type Reference } from '../point-editor/point-editor-state';
import {
  diameterClasses,
  LOG_LENGTH_M,
  meanDiameter,
  type ReviewDraft,
  validLogLength,
} from './review-rules';

interface ReviewSidePanelProps {
  draft: ReviewDraft;
  /** the image as the server has it: the saved review and what it measures */
  image: CountImageDetail;
  /** the draft differs from what the server measured */
  changed: boolean;
  readOnly: boolean;
  standards: readonly StandardOption[];
  onLogLength: (value: number | null) => void;
  onStandard: (value: string | null) => void;
}

const LENGTH_ID = 'count-review-log-length';
const STANDARD_ID = 'count-review-standard';

/**
 * Beside the editor: the log length and standard the volume needs, the reference marked in the
 * editor, the live count beside the model's and the saved one, and what the server measured on
 * the last save (diameters only with a reference: centimetres are never invented).
 */
export function ReviewSidePanel({
  draft,
  image,
  changed,
  readOnly,
  standards,
  onLogLength,
  onStandard,
}: ReviewSidePanelProps) {
  const intl = useIntl();
  const lengthInvalid = draft.logLengthM !== null && !validLogLength(draft.logLengthM);
  const classes = diameterClasses(image.dia);
  const mean = meanDiameter(image.dia);

  const row = (labelId: WebMessageId, value: ReactNode, testId: string) => (
    <div className="flex justify-content-between gap-2">
      <span className="text-color-secondary">
        <FormattedMessage id={labelId} />
      </span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  );

  return (
    <aside className="card flex flex-column gap-3" data-testid="count-review-panel">
      <FormField
        id={LENGTH_ID}
        label={<FormattedMessage id="counting.review.logLength" />}
        error={lengthInvalid ? { id: 'counting.review.logLengthInvalid' } : undefined}
      >
        <InputNumber
          inputId={LENGTH_ID}
          className="w-full"
          value={draft.logLengthM}
          onValueChange={(event) => onLogLength(event.value ?? null)}
          min={0}
          maxFractionDigits={LOG_LENGTH_M.decimals}
          locale={intl.locale}
          disabled={readOnly}
          invalid={lengthInvalid}
          data-testid="count-review-log-length"
        />
      </FormField>
      <FormField id={STANDARD_ID} label={<FormattedMessage id="counting.review.standard" />}>
        <Dropdown
          inputId={STANDARD_ID}
          className="w-full"
          value={draft.standard}
          options={[...standards]}
          showClear={!readOnly}
          disabled={readOnly}
          placeholder={intl.formatMessage({ id: 'common.choose' })}
          onChange={(event) => onStandard((event.value as string | null | undefined) ?? null)}
          data-testid="count-review-standard"
        />
      </FormField>
      {row('counting.review.reference', referenceText(intl, draft.reference), 'count-review-reference')}
      <hr className="w-full m-0 border-top-1 surface-border" />
      {row('counting.review.liveCount', intl.formatNumber(draft.circles.length), 'count-review-live-count')}
      {row(
        'counting.review.modelCount',
        intl.formatNumber(image.coordinate.length),
        'count-review-model-count',
      )}
      {row(
        'counting.review.reviewedCount',
        image.coordinateManual === null ? (
          <FormattedMessage id="counting.review.notSaved" />
        ) : (
          intl.formatNumber(image.coordinateManual.length)
        ),
        'count-review-reviewed-count',
      )}
      <hr className="w-full m-0 border-top-1 surface-border" />
      <section className="flex flex-column gap-2" data-testid="count-review-measured">
        <strong>
          <FormattedMessage id="counting.review.measured" />
        </strong>
        {changed && !readOnly && (
          <small className="text-orange-600" data-testid="count-review-save-to-update">
            <FormattedMessage id="counting.review.saveToUpdate" />
          </small>
        )}
        {image.dia === null ? (
          <small className="text-color-secondary" data-testid="count-review-need-reference">
            <FormattedMessage id="counting.review.needReference" />
          </small>
        ) : (
          <>
            {row(
              'counting.review.meanDiameter',
              mean === null ? '\u2014' : formatDiameter(intl, mean),
              'count-review-mean-diameter',
            )}
            {row(
              'counting.review.imageVolume',
              image.volume === null ? (
                <FormattedMessage id="counting.review.needSettings" />
              ) : (
                formatVolume(intl, Number(image.volume))
              ),
              'count-review-image-volume',
            )}
            {image.unmeasured > 0 && (
              <small className="text-orange-600" data-testid="count-review-unmeasured">
                <FormattedMessage id="counting.review.unmeasured" values={{ count: image.unmeasured }} />
              </small>
            )}
            {classes && classes.length > 0 && (
              <table className="w-full text-sm" data-testid="count-review-classes">
                <thead>
                  <tr className="text-left">
                    <th>
                      <FormattedMessage id="counting.review.diameterClass" />
                    </th>
                    <th className="text-right">
                      <FormattedMessage id="counting.review.quantity" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {classes.map((line) => (
                    <tr key={line.diameterClass} data-testid="count-review-class">
                      <td>{intl.formatNumber(line.diameterClass)}</td>
                      <td className="text-right">{intl.formatNumber(line.qty)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
    </aside>
  );
}

function referenceText(intl: ReturnType<typeof useIntl>, reference: Reference | null): string {
  if (!reference) {
    return intl.formatMessage({ id: 'counting.review.referenceNone' });
  }
  return reference.kind === 'stick'
    ? intl.formatMessage(
        { id: 'counting.review.referenceStick' },
        { length: intl.formatNumber(reference.lengthCm) },
      )
    : intl.formatMessage(
        { id: 'counting.review.referencePile' },
        { length: intl.formatNumber(reference.lengthM) },
      );
}
