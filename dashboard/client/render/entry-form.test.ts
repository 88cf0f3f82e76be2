// The help line under a field: a schema's `help` in the page's language, its English
// `description` when it has no `help`.
import { beforeEach, describe, expect, it } from 'vitest';
import { freeOptionSchema } from '../../../rules/free/options-schema.ts';
import { fakePage } from '../../testing/text-dom.ts';
import { keepLang } from '../lang.ts';
import { schemaFields } from './entry-form.ts';

const page = fakePage('ja');
beforeEach(() => keepLang('ja'));

/** What the options form of the free game says, as drawn on the page. */
function said(schema: unknown): string {
  const target = page.target();
  for (const node of schemaFields(schema, {}, 'options').nodes) target.append(node);
  return page.said(target);
}

describe('the help under a field', () => {
  it('a Japanese page shows the Japanese help, not the English description', () => {
    const text = said(freeOptionSchema);
    expect(text).toContain('空欄：自然には終局しません。');
    expect(text).toContain('盤がなければ 9');
    expect(text).not.toContain('Empty: the game never ends by itself.');
  });

  it('an English page shows the English', () => {
    keepLang('en');
    const text = said(freeOptionSchema);
    expect(text).toContain('Empty: the game never ends by itself.');
    expect(text).not.toContain('空欄：自然には終局しません。');
  });

  it('a description without help is shown as it is, on either page', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', title: 'N', description: 'Only English here.' } } };
    expect(said(schema)).toContain('Only English here.');
  });
});
