import type { Place } from '../content/schema.ts';

/** The country's name in `language` ("Estados Unidos" for US in Spanish), as Intl names it. */
export const countryName = (place: Place, language: string): string =>
  new Intl.DisplayNames([language], { type: 'region' }).of(place.country) ?? place.country;

/** "Washington, DC, United States": the place as `language` writes it. */
export const placeName = (place: Place, language: string): string =>
  [place.city, place.region, countryName(place, language)].filter(Boolean).join(', ');
