import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/**
 * The share page's tabs (WAI-ARIA tabs: arrow keys, Home and End move between them), drawn by
 * share-order.css rather than PrimeReact: the public page loads no component library (issue 16).
 * Every panel stays in the page once rendered, the inactive ones hidden.
 */
export function ShareTabs({
  labels,
  active,
  onChange,
  panels,
}: {
  labels: readonly string[];
  active: number;
  onChange: (index: number) => void;
  panels: readonly ReactNode[];
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = labels.length - 1;
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: last }[event.key];
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    onChange(index);
    tabs.current[index]?.focus();
  };
  return (
    <div className="share-tabs">
      <div role="tablist" className="share-tabs__list" onKeyDown={move}>
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className="share-tabs__tab"
            onClick={() => onChange(index)}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={labels[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="share-tabs__panel"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
