/**
 * The faces the painter draws in, metrics and outlines: about 80 kB gzipped. They are data, as
 * font files are, so they ship as JSON files fetched on demand (src/render/fonts.ts): no page's
 * JavaScript carries them, and JSON.parse reads them faster than a script of the same data runs.
 */
import type { DrawnFaceId, FaceMetrics, FaceOutlines } from './faces.ts';
import fredoka600 from './data/fredoka-600.metrics.json?url';
import fredoka600Outlines from './data/fredoka-600.outlines.json?url';
import nunito700 from './data/nunito-700.metrics.json?url';
import nunito700Outlines from './data/nunito-700.outlines.json?url';
import nunito800 from './data/nunito-800.metrics.json?url';
import nunito800Outlines from './data/nunito-800.outlines.json?url';

/** A face as the painter draws it. */
export interface DrawnFace {
  readonly metrics: FaceMetrics;
  readonly outlines: FaceOutlines;
}

const URLS: Readonly<Record<DrawnFaceId, { readonly metrics: string; readonly outlines: string }>> = {
  'fredoka-600': { metrics: fredoka600, outlines: fredoka600Outlines },
  'nunito-700': { metrics: nunito700, outlines: nunito700Outlines },
  'nunito-800': { metrics: nunito800, outlines: nunito800Outlines },
};

/** Fetches every drawn face's files; rejects, naming the file, when one cannot be fetched. */
export async function fetchDrawnFaces(): Promise<Readonly<Record<DrawnFaceId, DrawnFace>>> {
  const json = async <T>(url: string): Promise<T> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const entries = await Promise.all(
    (Object.keys(URLS) as DrawnFaceId[]).map(async (id) => {
      const [metrics, outlines] = await Promise.all([
        json<FaceMetrics>(URLS[id].metrics),
        json<FaceOutlines>(URLS[id].outlines),
      ]);
      return [id, { metrics, outlines }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DrawnFaceId, DrawnFace>;
}
