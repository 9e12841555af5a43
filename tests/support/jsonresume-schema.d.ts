/** @jsonresume/schema ships no types: its validator, as its README documents it. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: unknown[] | null, valid: boolean) => void,
  ): void;
}
