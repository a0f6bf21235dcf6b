import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { type EditorMode, MAX_ZOOM, MIN_ZOOM } from './point-editor-state';

interface PointEditorToolbarProps {
  zoom: number;
  /** one zoom step (0.1) in (+1) or out (-1) */
  onZoom: (steps: number) => void;
  count: number;
  /** The editing gestures in a line beside the count, shown for a while after opening (issue 22 item 4). */
  hint?: boolean;
  /** the mean diameter in cm, or null without a reference */
  meanDiameter: number | null;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  canUndo: boolean;
  onUndo: () => void;
  canReset: boolean;
  onReset: () => void;
  /** adds a circle in the middle of what is shown (the keyboard's way to add one) */
  onAdd: () => void;
  readOnly: boolean;
}

/** Zoom, the live count and mean diameter, undo, reset to the model's output, the reference toggle. */
export function PointEditorToolbar({
  zoom,
  onZoom,
  count,
  meanDiameter,
  mode,
  onModeChange,
  canUndo,
  onUndo,
  canReset,
  onReset,
  onAdd,
  readOnly,
  hint = false,
}: PointEditorToolbarProps) {
  const intl = useIntl();
  const label = (
    id: 'counting.editor.zoomIn' | 'counting.editor.zoomOut' | 'counting.editor.undo' | 'counting.editor.add',
  ) => {
    const text = intl.formatMessage({ id });
    return { 'aria-label': text, title: text };
  };
  return (
    <div
      className="flex flex-wrap align-items-center gap-2"
      role="toolbar"
      data-testid="point-editor-toolbar"
    >
      <Button
        type="button"
        icon="pi pi-search-minus"
        text
        rounded
        disabled={zoom <= MIN_ZOOM}
        onClick={() => onZoom(-1)}
        data-testid="point-editor-zoom-out"
        {...label('counting.editor.zoomOut')}
      />
      {/* an output (a status) may be named, a plain span may not: its name was never read out */}
      <output
        className="text-center"
        style={{ minWidth: '3rem' }}
        aria-label={intl.formatMessage({ id: 'counting.editor.zoomLevelLabel' })}
        data-testid="point-editor-zoom"
      >
        {intl.formatNumber(zoom, { style: 'percent' })}
      </output>
      <Button
        type="button"
        icon="pi pi-search-plus"
        text
        rounded
        disabled={zoom >= MAX_ZOOM}
        onClick={() => onZoom(1)}
        data-testid="point-editor-zoom-in"
        {...label('counting.editor.zoomIn')}
      />
      <strong className="ml-2" aria-live="polite" data-testid="point-editor-count">
        <FormattedMessage id="counting.editor.count" values={{ count }} />
      </strong>
      {hint && (
        <small className="text-color-secondary" data-testid="point-editor-hint">
          <FormattedMessage id="counting.editor.hint" />
        </small>
      )}
      {meanDiameter !== null && (
        <span data-testid="point-editor-mean">
          <FormattedMessage
            id="counting.editor.meanDiameter"
            values={{ value: intl.formatNumber(meanDiameter, { maximumFractionDigits: 1 }) }}
          />
        </span>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2 ml-auto">
          {mode === 'edit' && (
            <Button
              type="button"
              icon="pi pi-plus"
              outlined
              onClick={onAdd}
              data-testid="point-editor-add"
              {...label('counting.editor.add')}
            />
          )}
          <Button
            type="button"
            icon="pi pi-undo"
            outlined
            disabled={!canUndo}
            onClick={onUndo}
            data-testid="point-editor-undo"
            {...label('counting.editor.undo')}
          />
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            severity="secondary"
            label={intl.formatMessage({ id: 'counting.editor.reset' })}
            disabled={!canReset}
            onClick={onReset}
            data-testid="point-editor-reset"
          />
          <Button
            type="button"
            icon="pi pi-arrows-h"
            outlined={mode !== 'reference'}
            label={intl.formatMessage({ id: 'counting.editor.referenceMode' })}
            aria-pressed={mode === 'reference'}
            onClick={() => onModeChange(mode === 'reference' ? 'edit' : 'reference')}
            data-testid="point-editor-reference-mode"
          />
        </div>
      )}
    </div>
  );
}
