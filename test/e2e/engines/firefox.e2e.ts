import { launchFirefox } from './engine.ts';
import { engineSmokeSuite } from './smoke.ts';

engineSmokeSuite('firefox', launchFirefox);
