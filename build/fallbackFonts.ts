/**
 * `npm run fallback-fonts`: prints the descriptors of each stand-in face in
 * src/styles/fallbackFonts.css (build/fallbackFontScales.ts computes them; the stylesheet's test,
 * test/build/fallbackFonts.test.ts, holds the file to them). Run it on a machine that has the
 * stand-ins (Liberation Sans and DejaVu Sans): a family it cannot find is said so and skipped.
 */
import { fallbackFontScales } from './fallbackFontScales.ts';

const { scales, missing } = await fallbackFontScales();
const percent = (value: number) => `${value.toFixed(1)}%`;
for (const scale of scales)
  console.log(
    `${scale.webFamily} ${scale.webWeight} over ${scale.standInFullName}: size-adjust: ${percent(scale.sizeAdjustPercent)}; ` +
      `ascent-override: ${percent(scale.ascentOverridePercent)}; descent-override: ${percent(scale.descentOverridePercent)}; ` +
      `line-gap-override: ${percent(scale.lineGapOverridePercent)};`,
  );
for (const family of missing) console.log(`${family}: not found`);
