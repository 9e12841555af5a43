import type { ContactContent } from './schema.ts';

export const contact = {
  heading: 'Let’s Build Something Worth Keeping',
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
