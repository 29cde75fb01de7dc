/**
 * `npm run fallback-fonts`: prints the size-adjust of each stand-in face in
 * src/styles/fallbackFonts.css, the scale at which a machine's own sans-serif lays the player's
 * header words out as wide as the web font does, while the web font loads. The header is laid out
 * to fit the web fonts at 320 px (test/e2e/phone.e2e.ts holds it to one layout in both); a stand-in
 * that is wider wraps its lines until they come.
 *
 * The stand-ins are read where fontconfig finds them (`fc-match`): run it on a machine that has
 * them (Liberation Sans, whose widths are Arial's, and DejaVu Sans). A family it cannot find is
 * said so and skipped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { createFontLoader } from './outlineArt.ts';
import { formatEuros, LANGS, loadMessages, MESSAGES } from '../src/i18n/index.ts';

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

function standIn(family: string, bold: boolean): fontkit.Font | null {
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

const words = await headerWords();
const load = createFontLoader();
const WEB: readonly { family: string; weight: number }[] = [
  { family: 'Nunito', weight: 400 },
  { family: 'Nunito', weight: 700 },
  { family: 'Nunito', weight: 800 },
  { family: 'Fredoka', weight: 600 },
];
for (const family of ['Liberation Sans', 'DejaVu Sans']) {
  for (const web of WEB) {
    const font = standIn(family, web.weight >= 600);
    if (font === null) {
      console.log(`${family}: not found`);
      break;
    }
    const webFont = load(web.family, web.weight);
    const ratio = advance(webFont, words) / advance(font, words);
    // The web font's heights too, which size-adjust scales as it scales the stand-in's: a line
    // holding a button (its baseline aligned with the text's) is as tall in both.
    const override = (units: number) => `${((Math.abs(units) / webFont.unitsPerEm / ratio) * 100).toFixed(1)}%`;
    console.log(
      `${web.family} ${web.weight} over ${font.fullName}: size-adjust: ${(ratio * 100).toFixed(1)}%; ` +
        `ascent-override: ${override(webFont.ascent)}; descent-override: ${override(webFont.descent)}; ` +
        `line-gap-override: ${override(webFont.lineGap)};`,
    );
  }
}
