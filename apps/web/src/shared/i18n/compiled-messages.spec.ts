import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { loadWebMessages, LOCALES, type WebMessageId } from '@timber/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, WEB_CATALOGUE } from './compiled-messages';
import { INTL_TAG } from './locale';

type Value = string | number | Date | ((chunks: string[]) => string);

/** A value for every argument of a parsed message, of the kind the message formats it as. */
function valuesOf(elements: readonly MessageFormatElement[], values: Record<string, Value> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) {
      values[element.value] ??= 'Ель';
    } else if (element.type === TYPE.number || element.type === TYPE.plural) {
      values[element.value] = 3;
    } else if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = new Date(2026, 10, 26, 9, 30);
    } else if (element.type === TYPE.select) {
      values[element.value] = 'other';
    } else if (element.type === TYPE.tag) {
      values[element.value] = (chunks) => `[${chunks.join('')}]`;
      valuesOf(element.children, values);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      Object.values(element.options).forEach((option) => valuesOf(option.value, values));
    }
  }
  return values;
}

describe('catalogues parsed at build time', () => {
  it('are the catalogue files of the web app', () => {
    expect(WEB_CATALOGUE.test('/w/libs/i18n/src/locales/web/ru.json')).toBe(true);
    expect(WEB_CATALOGUE.test('/w/libs/i18n/src/locales/server/ru.json')).toBe(false);
  });

  it.each(LOCALES)('format every %s message as its plain string does', async (locale) => {
    const messages = await loadWebMessages(locale);
    const compiled = JSON.parse(compileCatalogue(JSON.stringify(messages))) as Record<
      WebMessageId,
      MessageFormatElement[]
    >;
    const errors: unknown[] = [];
    const plain = createIntl({ locale: INTL_TAG[locale], messages, onError: (e) => errors.push(e) });
    const built = createIntl({
      locale: INTL_TAG[locale],
      // react-intl takes parsed messages where it takes strings
      messages: compiled as unknown as Record<string, string>,
      onError: (e) => errors.push(e),
    });
    for (const id of Object.keys(messages) as WebMessageId[]) {
      const values = valuesOf(compiled[id]);
      expect(built.formatMessage({ id }, values), id).toBe(plain.formatMessage({ id }, values));
    }
    expect(errors).toEqual([]);
    expect(compiled['counting.editor.count']).not.toBeTypeOf('string');
  });
});
