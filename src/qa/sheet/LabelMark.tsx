import type { ReactNode } from 'react';
import { FAILING_RED, LABEL_FONT_PX, NAME_PLATE, type PlacedLabel } from './labels.ts';

/**
 * One failing box's name, or its number, as the sheet draws it over the picture (ticket units):
 * a plate under the text, then the text. The plate is the label's own box, which placeLabels keeps
 * clear of everything the ticket prints. A number is white on a red plate, ringed in white so the
 * plate stands out on red or dark art too.
 */
export function LabelMark({ label, unitsPerPx }: { label: PlacedLabel; unitsPerPx: number }): ReactNode {
  return (
    <g className={label.keyed ? 'qa-label-key' : 'qa-label'}>
      <rect
        className="qa-label-plate"
        x={label.box.x}
        y={label.box.y}
        width={label.box.w}
        height={label.box.h}
        rx={(label.keyed ? 3 : 2) * unitsPerPx}
        fill={label.keyed ? FAILING_RED : NAME_PLATE}
        stroke={label.keyed ? '#ffffff' : undefined}
        strokeWidth={label.keyed ? unitsPerPx : undefined}
      />
      <text
        x={label.textX}
        y={label.baseline}
        textLength={label.textWidth}
        lengthAdjust="spacingAndGlyphs"
        fill={label.keyed ? '#ffffff' : FAILING_RED}
        fontSize={LABEL_FONT_PX * unitsPerPx}
        fontWeight={800}
      >
        {label.text}
      </text>
    </g>
  );
}
