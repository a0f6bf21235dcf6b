import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale } from './locales';
import { SERVER_MESSAGES, translate } from './server-messages';

describe('server messages', () => {
  it('has every id in every language', () => {
    const ids = Object.keys(SERVER_MESSAGES.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_MESSAGES[locale]).sort(), locale).toEqual(ids);
    }
  });

  it('fills placeholders in the asked language', () => {
    expect(translate('ru', 'server.validation.tooLong', { field: 'name', max: 20 })).toBe(
      'name: не более 20 символов',
    );
    expect(translate('zh', 'server.error.woodKindNameTaken', { name: '松木' })).toBe('木材种类“松木”已存在');
  });

  it('answers the id for an unknown message', () => {
    expect(translate('en', 'server.nope')).toBe('server.nope');
  });
});

describe('resolveLocale', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh'],
    ['ru', 'ru'],
    ['fr-FR,es;q=0.5', 'es'],
    ['ja_JP', 'ja'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});
