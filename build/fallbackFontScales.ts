/**
 * The scales of the stand-in faces in src/styles/fallbackFonts.css: each the size at which a
 * machine's own sans-serif lays the player's header words out as wide as the web font does, while
 * the web font loads, with the web font's heights. The header is laid out to fit the web fonts at
 * 320 px (test/e2e/phone.e2e.ts holds it to one layout in both); a stand-in that is wider wraps its
 * lines until they come. `npm run fallback-fonts` prints them; test/build/fallbackFonts.test.ts
 * holds the stylesheet to them, so a web font, a stand-in or a header word changed says which
 * numbers to copy.
 *
 * The stand-ins are read where fontconfig finds them (`fc-match`): Liberation Sans (Debian's
 * fonts-liberation), whose widths are Arial's, and DejaVu Sans (fonts-dejavu-core).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { createFontLoader } from './outlineArt.ts';
import { formatEuros, LANGS, loadMessages, MESSAGES } from '../src/i18n/index.ts';

/** The machines' own faces the stylesheet scales, Arial's widths first. */
export const STAND_IN_FAMILIES = ['Liberation Sans', 'DejaVu Sans'] as const;
type StandInFamily = (typeof STAND_IN_FAMILIES)[number];

/** The web faces the page's text is set in, each given a stand-in of the same weight class. */
const WEB_FACES: readonly { readonly family: string; readonly weight: number }[] = [
  { family: 'Nunito', weight: 400 },
  { family: 'Nunito', weight: 700 },
  { family: 'Nunito', weight: 800 },
  { family: 'Fredoka', weight: 600 },
];

/** One stand-in face's descriptors, in percent, unrounded. */
export interface FallbackScale {
  readonly webFamily: string;
  readonly webWeight: number;
  readonly standIn: StandInFamily;
  readonly standInFullName: string; // the face's own names, which its local() sources must give
  readonly standInPostscriptName: string;
  readonly sizeAdjustPercent: number;
  readonly ascentOverridePercent: number;
  readonly descentOverridePercent: number;
  readonly lineGapOverridePercent: number;
}

/** The header's words in both languages: its screens, the brand, the balance, refill and language. */
async function headerWords(): Promise<string> {
  await loadMessages(LANGS);
  return LANGS.flatMap((lang) => {
    const m = MESSAGES[lang];
    return [...Object.values(m.nav), m.appName, m.refill, m.otherLang, formatEuros(2000, lang)];
  }).join(' ');
}

function advance(font: fontkit.Font, text: string): number {
  return font.layout(text).advanceWidth / font.unitsPerEm;
}

/** The stand-in fontconfig gives for `family` at that weight, or null where the family is not installed. */
function standIn(family: StandInFamily, bold: boolean): fontkit.Font | null {
  const pattern = `${family}:weight=${bold ? 200 : 80}`; // fontconfig's bold and regular
  let found: string[];
  try {
    found = execFileSync('fc-match', ['-f', '%{family}\n%{file}', pattern], { encoding: 'utf8' }).split('\n');
  } catch (error) {
    throw new Error(`fontconfig's fc-match finds the stand-ins, and could not be run: ${String(error)}`);
  }
  if (!found[0]!.split(',').includes(family)) return null; // fontconfig's nearest, not this family
  const font = fontkit.create(readFileSync(found[1]!));
  return 'layout' in font ? font : null;
}

/**
 * Each web face's scales over each stand-in family; a family this machine lacks is in `missing`
 * (its faces are not measured).
 */
export async function fallbackFontScales(): Promise<{
  readonly scales: readonly FallbackScale[];
  readonly missing: readonly StandInFamily[];
}> {
  const words = await headerWords();
  const load = createFontLoader();
  const scales: FallbackScale[] = [];
  const missing: StandInFamily[] = [];
  for (const family of STAND_IN_FAMILIES) {
    for (const web of WEB_FACES) {
      const font = standIn(family, web.weight >= 600);
      if (font === null) {
        missing.push(family);
        break;
      }
      const webFont = load(web.family, web.weight);
      const ratio = advance(webFont, words) / advance(font, words);
      // The web font's heights too, which size-adjust scales as it scales the stand-in's: a line
      // holding a button (its baseline aligned with the text's) is as tall in both.
      const override = (units: number) => (Math.abs(units) / webFont.unitsPerEm / ratio) * 100;
      scales.push({
        webFamily: web.family,
        webWeight: web.weight,
        standIn: family,
        standInFullName: font.fullName,
        standInPostscriptName: font.postscriptName,
        sizeAdjustPercent: ratio * 100,
        ascentOverridePercent: override(webFont.ascent),
        descentOverridePercent: override(webFont.descent),
        lineGapOverridePercent: override(webFont.lineGap),
      });
    }
  }
  return { scales, missing };
}
