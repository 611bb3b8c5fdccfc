import { residenceCountries } from './residenceCountries.ts';
import { residenceFukuokaAreas, residencePrefectures } from './residencePrefectures.ts';

/** The value of every list's not-selected entry; gender, age and resident_area with it are not sent. */
export const noSend = 'noSend';

/** A choice whose label the UI translates from `labelKey`. */
export interface KeyedOption {
  value: string;
  labelKey: string;
}

/** A choice already labelled in its list's language. */
export interface LabelledOption {
  value: string;
  label: string;
}

/** Spec section 3: "Gender options: male, female, prefer not to say." */
export const genderOptions: readonly KeyedOption[] = [
  { value: noSend, labelKey: 'signin.notSelected' },
  { value: 'male', labelKey: 'signin.gender.male' },
  { value: 'female', labelKey: 'signin.gender.female' },
  { value: 'prefer_not_to_say', labelKey: 'signin.gender.preferNotToSay' },
];

const ageRanges = [[18, 24], ...Array.from({ length: 11 }, (_, i) => [25 + i * 5, 29 + i * 5])];

/** Spec section 3: "Age bands: 18-24 up to 75-79, then 80 and above." */
export const ageOptions: readonly KeyedOption[] = [
  { value: noSend, labelKey: 'signin.notSelected' },
  ...ageRanges.map(([from, to]) => ({ value: `${from}-${to}`, labelKey: `signin.age.${from}-${to}` })),
  { value: '80+', labelKey: 'signin.age.80+' },
];

export const residenceListKinds = ['countries', 'prefectures', 'fukuoka'] as const;
export type ResidenceListKind = (typeof residenceListKinds)[number];

const notSelectedLabel: Record<ResidenceListKind, string> = {
  countries: 'Not selected',
  prefectures: '選択しない',
  fukuoka: '選択しない',
};

const residenceEntries: Record<ResidenceListKind, readonly string[]> = {
  countries: residenceCountries,
  prefectures: residencePrefectures,
  fukuoka: residenceFukuokaAreas,
};

/**
 * Spec section 3: the English country list, the Japanese prefecture list, or the Fukuoka site's regional
 * list, each opened by a not-selected entry.
 */
export function residenceOptions(kind: ResidenceListKind): readonly LabelledOption[] {
  return [
    { value: noSend, label: notSelectedLabel[kind] },
    ...residenceEntries[kind].map((entry) => ({ value: entry, label: entry })),
  ];
}
