/** The one function used from fontverter, which ships no types. */
declare module 'fontverter' {
  type FontFormat = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  export function convert(
    font: Uint8Array,
    toFormat: FontFormat,
    fromFormat?: FontFormat,
  ): Promise<Buffer>;
}
