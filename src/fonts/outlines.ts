/**
 * The faces the painter draws in, metrics and outlines: about 80 kB gzipped, so the painter
 * imports this module on demand (src/render/glyphs.ts) and no page's first load carries it.
 */
import type { DrawnFaceId, FaceMetrics, FaceOutlines } from './faces.ts';
import fredoka600 from './data/fredoka-600.metrics.json' with { type: 'json' };
import fredoka600Outlines from './data/fredoka-600.outlines.json' with { type: 'json' };
import nunito700 from './data/nunito-700.metrics.json' with { type: 'json' };
import nunito700Outlines from './data/nunito-700.outlines.json' with { type: 'json' };
import nunito800 from './data/nunito-800.metrics.json' with { type: 'json' };
import nunito800Outlines from './data/nunito-800.outlines.json' with { type: 'json' };

/** A face as the painter draws it. */
export interface DrawnFace {
  readonly metrics: FaceMetrics;
  readonly outlines: FaceOutlines;
}

export const DRAWN_FACES: Readonly<Record<DrawnFaceId, DrawnFace>> = {
  'fredoka-600': { metrics: fredoka600 as FaceMetrics, outlines: fredoka600Outlines as FaceOutlines },
  'nunito-700': { metrics: nunito700 as FaceMetrics, outlines: nunito700Outlines as FaceOutlines },
  'nunito-800': { metrics: nunito800 as FaceMetrics, outlines: nunito800Outlines as FaceOutlines },
};
