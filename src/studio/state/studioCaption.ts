/**
 * How a caption prints in the frame, as the painter lays it out (src/fonts/captionLayout.ts), for
 * the studio to warn when it will be small: the same layout, with the caption face's metrics.
 */
import { layoutCaption } from '../../fonts/captionLayout.ts';
import type { FaceMetrics } from '../../fonts/faces.ts';
import fredoka600 from '../../fonts/data/fredoka-600.metrics.json' with { type: 'json' };

/** The size (CSS pixels) and line count a caption prints at in a `width` × `height` frame when that is small for the frame; else null. */
export function captionPrintsSmall(
  caption: string,
  width: number,
  height: number,
): { size: number; lines: number } | null {
  const text = caption.trim();
  if (text === '') return null;
  const layout = layoutCaption(fredoka600 as FaceMetrics, text, width, height);
  return layout.small ? { size: layout.size, lines: layout.lines.length } : null;
}
