import { launchWebKit } from './engine.ts';
import { engineSmokeSuite } from './smoke.ts';

engineSmokeSuite('webkit', launchWebKit);
