import { useIntl } from 'react-intl';
import {
  type Circle,
  type ImageSize,
  LABEL_ZOOM,
  type Line,
  type ReferenceKind,
  RIM_HANDLE_SHARE,
} from './point-editor-state';

const MODEL_COLOUR = '#22c55e';
const USER_COLOUR = '#f59e0b';
const ACTIVE_COLOUR = '#3b82f6';
const REFERENCE_COLOUR = '#ec4899';
const STROKE_PX = 2;
const REFERENCE_STROKE_PX = 3;
/** Labels as a share of the radius: the number, and the diameter below it. */
const NUMBER_SHARE = 0.5;
const DIAMETER_SHARE = 0.3;
/** The reference's end marks, as a share of the photo's shorter side at zoom 1. */
const END_MARK_SHARE = 0.008;

interface PointOverlayProps {
  image: ImageSize;
  circles: readonly Circle[];
  /** per circle: the user's (added, moved, resized) rather than the model's */
  userMade: readonly boolean[];
  /** per circle in cm, or null without a reference */
  diameters: readonly number[] | null;
  zoom: number;
  active: number | null;
  /** rim handles are drawn while the circles can be edited */
  handles: boolean;
  reference: { kind: ReferenceKind; line: Line; complete: boolean } | null;
}

/** The SVG drawn over the photo, in the photo's own pixels (its viewBox), so it scales with it. */
export function PointOverlay({
  image,
  circles,
  userMade,
  diameters,
  zoom,
  active,
  handles,
  reference,
}: PointOverlayProps) {
  const intl = useIntl();
  const labels = zoom >= LABEL_ZOOM;
  const endMark = (Math.min(image.width, image.height) * END_MARK_SHARE) / zoom;
  return (
    <svg
      viewBox={`0 0 ${image.width} ${image.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
      data-testid="point-editor-overlay"
    >
      {circles.map((circle, index) => {
        const colour = index === active ? ACTIVE_COLOUR : userMade[index] ? USER_COLOUR : MODEL_COLOUR;
        const diameter = diameters?.[index];
        return (
          <g key={index}>
            <circle
              cx={circle.x}
              cy={circle.y}
              r={circle.r}
              fill={colour}
              fillOpacity={0.15}
              stroke={colour}
              strokeWidth={STROKE_PX}
              vectorEffect="non-scaling-stroke"
              data-testid="point-editor-circle"
              data-user={userMade[index] ? 'true' : 'false'}
            />
            {handles && (labels || index === active) && (
              <circle
                cx={circle.x + circle.r}
                cy={circle.y}
                r={circle.r * RIM_HANDLE_SHARE}
                fill="#fff"
                stroke={colour}
                strokeWidth={STROKE_PX}
                vectorEffect="non-scaling-stroke"
              />
            )}
            {labels && (
              <text
                x={circle.x}
                y={circle.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={circle.r * NUMBER_SHARE}
                fill="#fff"
                stroke="#000"
                strokeWidth={1}
                paintOrder="stroke"
                vectorEffect="non-scaling-stroke"
                data-testid="point-editor-label"
              >
                {index + 1}
              </text>
            )}
            {labels && diameter !== undefined && (
              <text
                x={circle.x}
                y={circle.y + circle.r * (NUMBER_SHARE / 2 + DIAMETER_SHARE / 2 + 0.1)}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={circle.r * DIAMETER_SHARE}
                fill="#fff"
                stroke="#000"
                strokeWidth={1}
                paintOrder="stroke"
                vectorEffect="non-scaling-stroke"
              >
                {intl.formatNumber(diameter, { style: 'unit', unit: 'centimeter' })}
              </text>
            )}
          </g>
        );
      })}
      {reference && (
        <g
          stroke={REFERENCE_COLOUR}
          strokeWidth={REFERENCE_STROKE_PX}
          strokeDasharray={reference.complete ? undefined : '6 4'}
          data-testid="point-editor-reference"
        >
          {reference.kind === 'pile' &&
            [reference.line.x1, reference.line.x2].map((x, index) => (
              <line
                key={index}
                x1={x}
                y1={0}
                x2={x}
                y2={image.height}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          <line
            x1={reference.line.x1}
            y1={reference.line.y1}
            x2={reference.line.x2}
            y2={reference.line.y2}
            vectorEffect="non-scaling-stroke"
          />
          <circle cx={reference.line.x1} cy={reference.line.y1} r={endMark} fill={REFERENCE_COLOUR} />
          <circle cx={reference.line.x2} cy={reference.line.y2} r={endMark} fill={REFERENCE_COLOUR} />
        </g>
      )}
    </svg>
  );
}
