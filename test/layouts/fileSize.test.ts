import { describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { DESIGN_FILE_LIMIT_MB, designFileTooLarge } from '../../src/layouts/fileSize.ts';

// A 31 MB design.json was refused as "too large for ticket art", in the lab and the CLI alike:
// the words name the file for what it is, the limit, and what to do.
describe('a design file over the limit', () => {
  it('is refused over 8 MB, the limit the words state', () => {
    expect(DESIGN_FILE_LIMIT_MB).toBe(8);
    expect(designFileTooLarge(8_000_000)).toBeNull();
    expect(designFileTooLarge(8_000_001)).toBe(8.1); // rounded up: never "8 MB, over 8 MB"
    expect(designFileTooLarge(31_500_000)).toBe(31.5);
  });

  it('is named for the file it is, with the limit and what to do, in English', () => {
    const words = QA_WORDS.en.lab.problem.tooLarge;
    expect(words('design.json', 31.5)).toBe(
      'design.json weighs 31.5 MB, over the 8 MB a design file may weigh: a design.json holds only numbers and names (a few kB); check that it is the design’s file, saved as plain JSON.',
    );
    expect(words('calendrier.svg', 10.1)).toBe(
      'calendrier.svg weighs 10.1 MB, over the 8 MB a design file may weigh: ticket art weighs a few hundred kB; take out embedded pictures and fonts and simplify its paths.',
    );
    expect(words('symbols/bone.svg', 9)).toBe(
      'symbols/bone.svg weighs 9 MB, over the 8 MB a design file may weigh: a symbol is a 100 × 100 drawing of a few kB; take out embedded pictures and fonts and simplify its paths.',
    );
    expect(words('--layout "big.json"', 9)).toMatch(/^--layout "big\.json" weighs 9 MB, .*: a design\.json holds/);
    expect(words('designs/big/symbols/x.svg', 9)).toMatch(/: a symbol is/);
  });

  it('the same in French', () => {
    const words = QA_WORDS.fr.lab.problem.tooLarge;
    expect(words('design.json', 31.5)).toBe(
      'design.json pèse 31,5 Mo, plus que les 8 Mo permis à un fichier de modèle\u00a0: un design.json ne contient que des nombres et des noms (quelques ko)\u202f; vérifiez que c’est bien le fichier du modèle, enregistré en JSON simple.',
    );
    expect(words('calendrier.svg', 10.1)).toBe(
      'calendrier.svg pèse 10,1 Mo, plus que les 8 Mo permis à un fichier de modèle\u00a0: une illustration de ticket pèse quelques centaines de ko\u202f; retirez-en les images et polices incorporées et simplifiez ses tracés.',
    );
    expect(words('symbols/bone.svg', 9)).toBe(
      'symbols/bone.svg pèse 9 Mo, plus que les 8 Mo permis à un fichier de modèle\u00a0: un symbole est un dessin de 100 × 100 de quelques ko\u202f; retirez-en les images et polices incorporées et simplifiez ses tracés.',
    );
  });
});
