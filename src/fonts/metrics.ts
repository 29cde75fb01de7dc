/**
 * Every bundled face's metrics, for measuring text where nothing is drawn (the layout checks, in
 * Node and in the QA sheet). The painter loads them with the outlines instead (outlines.ts).
 */
import type { FaceId, FaceMetrics } from './faces.ts';
import fredoka600 from './data/fredoka-600.metrics.json' with { type: 'json' };
import nunito700 from './data/nunito-700.metrics.json' with { type: 'json' };
import nunito800 from './data/nunito-800.metrics.json' with { type: 'json' };
import nunito900 from './data/nunito-900.metrics.json' with { type: 'json' };

export const FACE_METRICS: Readonly<Record<FaceId, FaceMetrics>> = {
  'fredoka-600': fredoka600 as FaceMetrics,
  'nunito-700': nunito700 as FaceMetrics,
  'nunito-800': nunito800 as FaceMetrics,
  'nunito-900': nunito900 as FaceMetrics,
};
