import { expect, it } from 'vitest';
import { customerFields } from './customerFields.ts';
import { dictionaryFormatter, sampleTemplates } from './fixtures.ts';

const fields = customerFields(sampleTemplates, {
  residentArea: 'text',
  formatMessage: dictionaryFormatter({}),
});
const field = (name: string) => fields.find((entry) => entry.fieldName === name);

it("asks a select questionnaire from its template's items, as the site wrote them", () => {
  expect(field('questionnaire1')).toMatchObject({
    kind: 'select',
    options: [
      { value: 'SNS', label: 'SNS' },
      { value: 'ウェブサイト', label: 'ウェブサイト' },
      { value: '友人・知人', label: '友人・知人' },
    ],
  });
});

it('asks a questionnaire without items as free text', () => {
  expect(field('questionnaire2')).toMatchObject({ kind: 'text' });
  const empty = customerFields(
    [{ field_name: 'questionnaire1', is_display: true, is_require: false, input_type: 'select', items: [] }],
    { residentArea: 'text', formatMessage: dictionaryFormatter({}) },
  );
  expect(empty[0]?.kind).toBe('text');
});
