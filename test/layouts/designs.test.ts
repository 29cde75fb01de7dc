import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designFiles } from '../../build/outlineArt.ts';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { DESIGN_IDS, designsOf, GAME_IDS, generateTicket, variantOf } from '../../src/engine/index.ts';
import {
  baseDesignOf,
  designFor,
  designIds,
  designs,
  designsOfGame,
  drawsTicket,
  getLayout,
} from '../../src/layouts/index.ts';
import { parseDesign } from '../../src/layouts/parseDesign.ts';

const folder = (id: string) => new URL(`../../designs/${id}/`, import.meta.url);
const rawJson = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('design.json', folder(id)), 'utf8')) as Record<string, unknown>;
const filesOf = (id: string) => designFiles(folder(id).pathname);

/** A design.json of `id` changed by `change`, read with the folder's files. */
function broken(id: string, change: (json: Record<string, unknown>) => void, files = filesOf(id)) {
  const json = structuredClone(rawJson(id));
  change(json);
  const parsed = parseDesign(json, files, DESIGN_WORDS.en, id);
  if (parsed.ok) throw new Error('the broken design was read');
  return parsed.errors;
}
const zones = (json: Record<string, unknown>) => json.zones as Record<string, unknown>[];

describe('the design folders the build finds', () => {
  it('are every folder of designs/, by game in the games’ order: its default designs first, then its others by id', () => {
    // The order the lobby, the studio and the QA sheet show (src/layouts/index.ts), stated as a
    // rule over whatever folders designs/ holds, so that a folder added as qa.md says passes.
    const folders = readdirSync(new URL('../../designs/', import.meta.url)).sort();
    expect([...designIds].sort()).toEqual(folders);
    const gameOf = (id: string) => rawJson(id).game;
    const inOrder = GAME_IDS.flatMap((game) => [
      ...designsOf(game),
      ...folders.filter((id) => gameOf(id) === game && !designsOf(game).includes(id)),
    ]);
    expect(designIds).toEqual(inOrder);
    // On purpose, the shipped set: every game's default designs, and calendrier, which the cases
    // below read.
    expect(designIds).toEqual(expect.arrayContaining([...DESIGN_IDS, 'calendrier']));
  });

  it.each(designIds)('%s is read by parseDesign exactly as the pages take it', (id) => {
    const parsed = parseDesign(
      readFileSync(new URL('design.json', folder(id)), 'utf8'),
      filesOf(id),
      DESIGN_WORDS.en,
      id,
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    if (!parsed.ok) return;
    const built = designs.find((d) => d.id === id)!;
    // Nothing added or stripped by the schema: the pages read the file as it is, without zod.
    expect(parsed.design.layout).toEqual(built.layout);
    expect(built.layout).toEqual(rawJson(id));
    expect(parsed.design.art).toEqual({ fr: `${id}.svg`, en: `${id}.en.svg` });
  });

  it('gives calendrier to the months tickets, and draws the other tickets with their own', () => {
    const monthsDesigns = designsOfGame('months').map((d) => d.id);
    expect(monthsDesigns[0]).toBe('months');
    expect(monthsDesigns).toContain('calendrier');
    expect(baseDesignOf('calendrier')).toBe('months');
    const months = generateTicket({ game: 'months', seed: 'demo', block: 0, index: 5 });
    const paws = generateTicket({ game: 'paws', seed: 'demo', block: 0, index: 5 });
    expect(designFor(months, 'calendrier')).toBe('calendrier');
    expect(designFor(months, null)).toBe('months');
    expect(designFor(paws, 'calendrier')).toBe(variantOf(paws));
    expect(drawsTicket('dog', paws)).toBe(variantOf(paws) === 'dog');
    expect(drawsTicket('nothing', months)).toBe(false);
    expect(getLayout('calendrier').zones.map((z) => z.id)).toEqual(getLayout('months').zones.map((z) => z.id));
  });
});

describe('parseDesign names the design, the zone and the field of every problem', () => {
  it.each<[string, (j: Record<string, unknown>) => void, string]>([
    [
      'a negative slot size',
      (j) => ((zones(j)[2]!.slots as { size: number }[])[0]!.size = -4),
      'design "calendrier": zone month-3: slots[0].size: ',
    ],
    ['a bad colour', (j) => ((j.price as { color: string }).color = 'navy'), 'design "calendrier": price.color: '],
    ['a missing name', (j) => delete (j.name as Record<string, unknown>).en, 'design "calendrier": name.en: '],
    ['an unknown game', (j) => (j.game = 'poker'), 'design "calendrier": game: '],
    ['a variant for a game without any', (j) => (j.variant = 'dog'), 'design "calendrier": variant: "dog", but months'],
    ['a missing label', (j) => delete zones(j)[4]!.label, 'design "calendrier": zone month-5: label missing'],
    ['a zone of the other game', (j) => (zones(j)[12]!.id = 'bonus'), 'design "calendrier": zones: ids are [month-1,'],
    [
      'another id than the folder’s',
      (j) => (j.design = 'agenda'),
      'design "calendrier": design: "agenda", but the folder',
    ],
  ])('%s', (_name, change, message) => {
    const errors = broken('calendrier', change);
    expect(
      errors.some((e) => e.startsWith(message)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('reports every problem at once', () => {
    const errors = broken('calendrier', (j) => {
      (j.title as { size: number }).size = 0;
      (zones(j)[0]!.amountWords as { w: number }).w = -1;
    });
    expect(errors).toHaveLength(2);
  });

  it('names a variant that is not the game’s', () => {
    expect(broken('dog', (j) => (j.variant = 'horse'))).toEqual([
      'design "dog": variant: "horse", expected one of dog, cat',
    ]);
  });

  it('names missing art, and symbol art for a symbol the tickets never show', () => {
    const files = filesOf('calendrier').filter((f) => f !== 'calendrier.en.svg');
    expect(broken('calendrier', () => undefined, [...files, 'symbols/bone.svg', 'symbols/clover.svg'])).toEqual([
      'design "calendrier": background: the English art calendrier.en.svg is missing',
      `design "calendrier": symbols/bone.svg: no symbol "bone" on this design's tickets (clover, horseshoe, ladybug, star, moon)`,
    ]);
  });

  it('takes symbol art that replaces a shared symbol the tickets show', () => {
    const parsed = parseDesign(
      rawJson('calendrier'),
      [...filesOf('calendrier'), 'symbols/clover.svg'],
      DESIGN_WORDS.en,
      'calendrier',
    );
    expect(parsed.ok && parsed.design.symbols).toEqual({ clover: 'symbols/clover.svg' });
  });

  it('reports a file that is not JSON, and a folder name that cannot be an id', () => {
    expect(parseDesign('{\n  "design": ', [], DESIGN_WORDS.en, 'calendrier')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^design "calendrier": not valid JSON: .*line 2 column 13/s)],
    });
    expect(parseDesign(rawJson('calendrier'), filesOf('calendrier'), DESIGN_WORDS.en, 'Calendrier 2')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^design "Calendrier 2": the folder's name must be/)],
    });
  });
});
