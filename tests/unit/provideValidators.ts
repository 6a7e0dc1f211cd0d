// Unit tests run the screens with the validators the server would send them (precompiledValidators.ts),
// compiled here at once, where the app imports them from the server.
import { provideValidators } from '../../src/engine/data/validatorSource';
import { precompiled } from './precompiledValidators';

provideValidators((_resource, target) => precompiled(target));
