export interface ContactContent {
  readonly heading: string;
  readonly intro: readonly string[];
  /** Label of the telephone link; the number comes from `site.ts`. */
  readonly phoneLabel: string;
  /** Label of the email link; the address comes from `site.ts`. */
  readonly emailLabel: string;
  /** The link that downloads the owner's contact card (vCard). */
  readonly saveContactLabel: string;
  /** Said after it, in the same sentence. */
  readonly saveContactNote: string;
  readonly closing: string;
}

export const contact = {
  heading: "Let's Build Something Worth Keeping",
  intro: [
    'When you get in touch, you talk directly to me, the person who will design, build and look after your project. No sales team, no ticket queue.',
    'Tell me a little about what you have in mind. The first consultation is free.',
  ],
  phoneLabel: 'Call or Text',
  emailLabel: 'Email Me',
  saveContactLabel: 'Save contact',
  saveContactNote: 'to add my details to your phone or address book.',
  closing:
    'I reply to every message within one business day, and I look forward to hearing from you.',
} as const satisfies ContactContent;
