import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerInfo, signInValueName } from './customerInfo.ts';

const shown = (...names: string[]) =>
  names.map((field_name) => ({ field_name, is_display: true, is_require: false }));

describe('sign-in answers -> customer_info (spec 3, 5)', () => {
  it('maps the sign-in fields of spec 3 to their form values', () => {
    expect(signInValueName('address')).toBe('address');
    expect(signInValueName('age')).toBe('age');
    expect(signInValueName('email')).toBe('email');
    expect(signInValueName('fullname')).toBe('name');
    expect(signInValueName('gender')).toBe('gender');
    expect(signInValueName('mail_magazine')).toBe('acceptMailMagazine');
    expect(signInValueName('nishinippon_mail_magazine')).toBe('acceptNishinipponMailMagazine');
    expect(signInValueName('phone')).toBe('phone');
    expect(signInValueName('resident_area')).toBe('residentArea');
    expect(signInValueName('questionnaire2')).toBe('questionnaire2');
    expect(signInValueName('nickname')).toBeNull();
    expect(signInValueName('_mail_magazine')).toBeNull();
  });

  it('"only fields flagged for display with a known mapping are sent"', () => {
    const templates = [
      ...shown('fullname', 'nickname'),
      { field_name: 'phone', is_display: false, is_require: true },
    ];
    expect(customerInfo(templates, { name: 'Taro', nickname: 'T', phone: '0312345678' })).toEqual([
      { key: 'fullname', value: 'Taro' },
    ]);
  });

  it('"For gender, age and resident_area, \'noSend\' omits the field"', () => {
    const templates = shown('gender', 'age', 'resident_area', 'address');
    expect(
      customerInfo(templates, { gender: 'noSend', age: 'noSend', residentArea: 'noSend', address: 'noSend' }),
    ).toEqual([{ key: 'address', value: 'noSend' }]);
    expect(
      customerInfo(templates, { gender: 'female', age: '25-29', residentArea: '東京都', address: 'x' }),
    ).toEqual([
      { key: 'gender', value: 'female' },
      { key: 'age', value: '25-29' },
      { key: 'resident_area', value: '東京都' },
      { key: 'address', value: 'x' },
    ]);
  });

  it("\"The two mail-magazine fields are sent as 'true' or 'false'\", 'false' until the visitor opts in", () => {
    const templates = shown('mail_magazine', 'mori_mail_magazine');
    expect(customerInfo(templates, {})).toEqual([
      { key: 'mail_magazine', value: 'false' },
      { key: 'mori_mail_magazine', value: 'false' },
    ]);
    expect(customerInfo(templates, { acceptMailMagazine: false, acceptMoriMailMagazine: 'false' })).toEqual([
      { key: 'mail_magazine', value: 'false' },
      { key: 'mori_mail_magazine', value: 'false' },
    ]);
    expect(customerInfo(templates, { acceptMailMagazine: true, acceptMoriMailMagazine: 'true' })).toEqual([
      { key: 'mail_magazine', value: 'true' },
      { key: 'mori_mail_magazine', value: 'true' },
    ]);
  });

  it('"Others as entered" (an unanswered field is sent empty)', () => {
    const templates = shown('questionnaire1', 'questionnaire3', 'email');
    expect(customerInfo(templates, { questionnaire1: '  SNS ', email: 'a@example.com' })).toEqual([
      { key: 'questionnaire1', value: '  SNS ' },
      { key: 'questionnaire3', value: '' },
      { key: 'email', value: 'a@example.com' },
    ]);
  });

  it('property: every sent key is a displayed template with a mapping, in template order', () => {
    const fieldName = fc.constantFrom(
      'address',
      'age',
      'fullname',
      'gender',
      'mail_magazine',
      'memo',
      'x_mail_magazine',
    );
    const template = fc.record({ field_name: fieldName, is_display: fc.boolean(), is_require: fc.boolean() });
    fc.assert(
      fc.property(
        fc.uniqueArray(template, { selector: (t) => t.field_name }),
        fc.constantFrom('noSend', 'v'),
        (templates, value) => {
          const values = { address: value, age: value, name: value, gender: value, memo: value };
          const sent = customerInfo(templates, values).map((entry) => entry.key);
          const allowed = templates
            .filter((t) => t.is_display && signInValueName(t.field_name))
            .map((t): string => t.field_name);
          expect(sent.every((key) => allowed.includes(key))).toBe(true);
          expect(sent).toEqual(allowed.filter((key) => sent.includes(key)));
        },
      ),
    );
  });
});
