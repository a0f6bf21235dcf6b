import { Button } from 'primereact/button';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconButton } from '../../../shared/ui/icon-button';
import { CHECK_PAGE, type CheckItem, DOUBT_BELOW, shownFor, stepCheck } from './check-first';

interface CheckFirstPanelProps {
  /** the doubtful detections still on the photo, as checkList orders them */
  items: readonly CheckItem[];
  /** the detection being checked */
  current: number | null;
  /** the circles can be kept or removed (not a verified order, not read-only) */
  editable: boolean;
  /** brings the detection's circle into view on the photo and selects it */
  onCheck: (detection: number) => void;
  /** keeps the detection, or lets it go again */
  onKeep: (item: CheckItem) => void;
  onRemove: (item: CheckItem) => void;
}

/**
 * "To check first" (issue 39): the model's circles it was least sure of (below 50 %), least sure
 * first, a page at a time. Picking one brings it into view on the photo and selects it; keep or
 * remove it, and the next one left to check comes. The arrow keys step through the list, and
 * previous / next go through those left to check.
 */
export function CheckFirstPanel({
  items,
  current,
  editable,
  onCheck,
  onKeep,
  onRemove,
}: CheckFirstPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(CHECK_PAGE);
  // truncated, so a score just below the cut never reads as the cut itself
  const percent = (score: number) => intl.formatNumber(score, { style: 'percent', roundingMode: 'trunc' });
  const cut = percent(DOUBT_BELOW);
  const left = items.filter((item) => !item.kept).length;
  const selected = items.find((item) => item.detection === current) ?? null;

  const check = (detection: number) => {
    const place = items.findIndex((item) => item.detection === detection);
    if (place >= 0) {
      setShown((count) => shownFor(count, place));
      onCheck(detection);
    }
  };
  const step = (by: 1 | -1) => {
    const next = stepCheck(items, current, by);
    if (next !== null) {
      check(next);
    }
  };
  /**
   * After keeping or removing one: the next one left to check comes (the focus stays on the
   * button). Letting a kept one go again stays on it. Once a removal leaves nothing to check, the
   * buttons go: the focus goes to the heading rather than to nowhere.
   */
  const done = (item: CheckItem, act: (item: CheckItem) => void, removes: boolean) => {
    const next = item.kept && !removes ? null : stepCheck(items, item.detection, 1);
    act(item);
    if (next !== null) {
      check(next);
    } else if (removes) {
      heading.current?.focus();
    }
  };
  const nothingElse = stepCheck(items, current, 1) === null;
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-detection]') ?? [])];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = moves[event.key];
    const target = to === undefined || at < 0 ? undefined : buttons[to];
    if (!target) {
      return;
    }
    event.preventDefault();
    target.focus();
    onCheck(Number(target.dataset.detection));
  };

  return (
    <section
      className="card flex flex-column gap-2"
      aria-labelledby={headingId}
      data-testid="count-review-check"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-medium m-0">
        <FormattedMessage id="counting.review.check.title" />
      </h2>
      {items.length === 0 ? (
        <div data-testid="count-review-check-empty">
          <EmptyState>
            <FormattedMessage id="counting.review.check.empty" values={{ cut }} />
          </EmptyState>
        </div>
      ) : (
        <>
          <small className="text-color-secondary" data-testid="count-review-check-summary">
            <FormattedMessage
              id="counting.review.check.summary"
              values={{ count: items.length, cut, left }}
            />
          </small>
          <div className="flex flex-wrap align-items-center gap-2" data-testid="count-review-check-current">
            <IconButton
              icon="pi pi-chevron-up"
              labelId="counting.review.check.previous"
              disabled={nothingElse}
              onClick={() => step(-1)}
              testId="count-review-check-previous"
            />
            <IconButton
              icon="pi pi-chevron-down"
              labelId="counting.review.check.next"
              disabled={nothingElse}
              onClick={() => step(1)}
              testId="count-review-check-next"
            />
            <span className="flex-1 text-sm" aria-live="polite" data-testid="count-review-check-selected">
              {selected ? (
                <FormattedMessage
                  id="counting.review.check.current"
                  values={{ number: selected.circle + 1, confidence: percent(selected.score) }}
                />
              ) : (
                <span className="text-color-secondary">
                  <FormattedMessage id="counting.review.check.pick" />
                </span>
              )}
            </span>
            {editable && selected && (
              <span className="flex gap-2">
                <Button
                  type="button"
                  size="small"
                  outlined={!selected.kept}
                  icon="pi pi-check"
                  label={intl.formatMessage({ id: 'counting.review.check.keep' })}
                  aria-pressed={selected.kept}
                  onClick={() => done(selected, onKeep, false)}
                  data-testid="count-review-check-keep"
                />
                <Button
                  type="button"
                  size="small"
                  outlined
                  severity="danger"
                  icon="pi pi-times"
                  label={intl.formatMessage({ id: 'counting.review.check.remove' })}
                  onClick={() => done(selected, onRemove, true)}
                  data-testid="count-review-check-remove"
                />
              </span>
            )}
          </div>
          <ul
            ref={list}
            className="list-none p-0 m-0 flex flex-column gap-1"
            aria-label={intl.formatMessage({ id: 'counting.review.check.list' })}
            onKeyDown={onListKey}
            data-testid="count-review-check-list"
          >
            {items.slice(0, shown).map((item) => (
              <li key={item.detection}>
                {/* named by what it shows (WCAG 2.5.3): "Log end 12 [Kept] 34% sure" */}
                <Button
                  type="button"
                  text={item.detection !== current}
                  size="small"
                  className="w-full flex justify-content-between gap-2"
                  aria-current={item.detection === current ? 'true' : undefined}
                  data-detection={item.detection}
                  onClick={() => onCheck(item.detection)}
                  data-testid="count-review-check-item"
                >
                  <span>
                    <FormattedMessage id="counting.review.check.item" values={{ number: item.circle + 1 }} />
                  </span>{' '}
                  <span className="flex align-items-center gap-2">
                    {item.kept && (
                      <>
                        <span className="text-sm">
                          <i className="pi pi-check mr-1" aria-hidden />
                          <FormattedMessage id="counting.review.check.kept" />
                        </span>{' '}
                      </>
                    )}
                    <strong>
                      <FormattedMessage
                        id="counting.review.check.confidence"
                        values={{ confidence: percent(item.score) }}
                      />
                    </strong>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          {items.length > shown && (
            <Button
              type="button"
              text
              size="small"
              label={intl.formatMessage(
                { id: 'counting.review.check.more' },
                { count: Math.min(CHECK_PAGE, items.length - shown) },
              )}
              onClick={() => setShown((count) => count + CHECK_PAGE)}
              data-testid="count-review-check-more"
            />
          )}
        </>
      )}
    </section>
  );
}
