import { describe, expect, it } from 'vitest';
import { residenceCountries } from './residenceCountries.ts';
import { residenceFukuokaAreas, residencePrefectures } from './residencePrefectures.ts';
import { ageOptions, genderOptions, noSend, residenceListKinds, residenceOptions } from './signInOptions.ts';

describe('sign-in option lists (spec 3)', () => {
  it('"Gender options: male, female, prefer not to say"', () => {
    expect(genderOptions.map((option) => option.value)).toEqual([
      noSend,
      'male',
      'female',
      'prefer_not_to_say',
    ]);
  });

  it('"Age bands: 18-24 up to 75-79, then 80 and above"', () => {
    expect(ageOptions.map((option) => option.value)).toEqual([
      noSend,
      '18-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45-49',
      '50-54',
      '55-59',
      '60-64',
      '65-69',
      '70-74',
      '75-79',
      '80+',
    ]);
    expect(new Set(ageOptions.map((option) => option.labelKey)).size).toBe(ageOptions.length);
  });

  it("\"Residence list in English: about 200 countries, ending with 'Japan / 日本' and 'Others / その他'\"", () => {
    expect(residenceCountries.length).toBeGreaterThanOrEqual(190);
    expect(residenceCountries.length).toBeLessThanOrEqual(210);
    expect(residenceCountries.slice(-2)).toEqual(['Japan / 日本', 'Others / その他']);
    const countries = residenceCountries.slice(0, -2);
    expect([...countries].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countries);
    expect(new Set(residenceCountries).size).toBe(residenceCountries.length);
  });

  it('"Japanese residence choices are the 47 prefectures plus other"', () => {
    expect(residencePrefectures).toHaveLength(48);
    expect(residencePrefectures.filter((name) => /[都道府県]$/.test(name))).toHaveLength(47);
    expect(residencePrefectures.at(-1)).toBe('その他');
  });

  it('"one regional site has its own list (Fukuoka, Kitakyushu, Chikuho and Chikugo areas, other prefectures and regions, other)"', () => {
    expect(residenceFukuokaAreas).toEqual([
      '福岡地域',
      '北九州地域',
      '筑豊地域',
      '筑後地域',
      '福岡県外・その他の地域',
      'その他',
    ]);
  });

  it('"Each list has a not-selected entry"', () => {
    for (const kind of residenceListKinds) {
      const options = residenceOptions(kind);
      expect(options[0]?.value).toBe(noSend);
      expect(options.filter((option) => option.value === noSend)).toHaveLength(1);
    }
    expect(residenceOptions('countries')).toHaveLength(residenceCountries.length + 1);
    expect(residenceOptions('prefectures')[13]).toEqual({ value: '東京都', label: '東京都' });
  });
});
