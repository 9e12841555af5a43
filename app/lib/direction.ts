/** Intl's word on how a language's script runs: a method since ES2024, an accessor before it. */
interface LocaleWithTextInfo extends Intl.Locale {
  getTextInfo?: () => TextInfo;
  textInfo?: TextInfo;
}
interface TextInfo {
  direction?: 'ltr' | 'rtl';
}

/** Whether `language` is written right to left ("ar", "he", "fa"), as Intl's data says. */
export function isRightToLeft(language: string): boolean {
  const locale = new Intl.Locale(language) as LocaleWithTextInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl';
}
