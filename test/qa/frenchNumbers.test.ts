import { describe, expect, it } from 'vitest';
import { describeFinding } from '../../src/qa/checks/describe.ts';
import { checkContrast, checkControl } from '../../src/qa/checks/evaluate.ts';
import type { Finding } from '../../src/qa/checks/problems.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';

// French findings write numbers with a decimal comma; the English ones keep the point.
const rect = { x: 0, y: 0, w: 10, h: 10 };

describe('numbers in findings', () => {
  it('French has a decimal comma, English a point', () => {
    const small = checkControl({ element: 'b', text: 'Tout', fontPx: 8.3, tap: { widthPx: 79.24, heightPx: 22.5 } });
    expect(small.map((f) => describeFinding(f, 'fr'))).toEqual([
      'b\u00a0: texte «\u00a0Tout\u00a0» en 8,3 px (minimum 12 px pour les mots de l’interface)',
      'b\u00a0: commande de 79,2 × 22,5 px (minimum 44 × 44 px pour un doigt)',
    ]);
    expect(small.map((f) => describeFinding(f, 'en'))).toEqual([
      'b: text "Tout" at 8.3 px (at least 12 px for interface words)',
      'b: control of 79.2 × 22.5 px (at least 44 × 44 px for a finger)',
    ]);
    const [low] = checkContrast({ element: 'e', text: 'DIX', ratio: 3.26, lang: 'fr', rect });
    expect(describeFinding(low!, 'fr')).toContain(
      'contraste de 3,3:1 pour «\u00a0DIX\u00a0» sur le fond dessiné derrière (minimum 4,5:1)',
    );
  });

  it('French puts a no-break space before the colon that follows the element, as the player’s words do', () => {
    const f: Finding = {
      check: 'geometry',
      element: 'months.month-4',
      problem: { kind: 'inMargin', marginUnits: 4, minUnits: 10 },
    };
    // It said "months.month-4: à 4 unités…", a bare colon in French.
    expect(describeFinding(f, 'fr')).toBe(
      'months.month-4\u00a0: à 4 unités du bord du ticket, dans la marge de sécurité de 10 unités',
    );
    expect(describeFinding(f, 'en')).toBe(
      "months.month-4: 4 units from the ticket's edge, inside the 10-unit safe margin",
    );
  });

  it('every French problem with a decimal measure prints it with a comma', () => {
    const findings: Finding[] = [
      { check: 'geometry', element: 'z', problem: { kind: 'inMargin', marginUnits: 4.5, minUnits: 10 } },
      { check: 'geometry', element: 'z', problem: { kind: 'zonesOverlap', other: 'y', areaUnits: 2.5 } },
      {
        check: 'geometry',
        element: 'z',
        problem: { kind: 'outsideCover', what: 'slot', outside: { x: 0, y: 0, w: 1.5, h: 2.5 } },
      },
      {
        check: 'symbols',
        element: 'z',
        problem: { kind: 'symbolsAlike', a: 'os', b: 'balle', difference: 0.125, min: 0.4 },
      },
    ];
    for (const f of findings) expect(describeFinding(f, 'fr')).toMatch(/\d,\d/);
    for (const f of findings) expect(describeFinding(f, 'fr')).not.toMatch(/\d\.\d/);
    expect(QA_WORDS.fr.lab.problem.tooLarge('calendrier.svg', 10.5)).toBe(
      'calendrier.svg pèse 10,5 Mo, plus que les 8 Mo permis à un fichier de modèle\u00a0: une illustration de ticket pèse quelques centaines de ko\u202f; retirez-en les images et polices incorporées et simplifiez ses tracés.',
    );
  });
});
