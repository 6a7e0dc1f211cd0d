import { describe, expect, it } from 'vitest';
import { createI18nProvider, registerMessages } from '../../../src/engine/i18n';

describe('registerMessages', () => {
  it('adds a lazily loaded screen\'s texts to a provider made before, next to its own', () => {
    const provider = createI18nProvider({ menu: { title: 'Import assets' } });
    expect(provider.translate('lazy_screen.hello', { name: 'Ada' })).toBe('lazy_screen.hello');
    registerMessages({ lazy_screen: { hello: 'Hello %{name}' } });
    expect(provider.translate('lazy_screen.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(provider.translate('menu.title')).toBe('Import assets');
    expect(provider.translate('sd.action.view')).toBe('view');
  });
});
