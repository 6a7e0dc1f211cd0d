// Unit tests run the screens with the validators the server would send them (precompiledValidators.ts),
// compiled here at once, where the app imports them from the server.
import { provideValidators } from '../../src/engine/hooks/useValidators';
import { precompiled } from './precompiledValidators';

provideValidators((_resource, target) => precompiled(target));
