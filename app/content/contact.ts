import { curlyQuotes } from '../lib/curly-quotes.ts';
import type { ContactContent } from './schema.ts';

export const contact = curlyQuotes<ContactContent>({
  heading: 'Let’s Build Something Worth Keeping',
  headline: 'Talk directly to the person who will build it',
  intro: [
    'When you get in touch, you talk directly to me, the person who will design, build and look after your project. No sales team, no ticket queue.',
    'Tell me a little about what you have in mind. The first consultation is free.',
  ],
  phoneLabel: 'Call or Text',
  saveContactLabel: 'Save contact',
  saveContactNote: 'to add my details to your phone or address book.',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      'I reply to every call, text and email within one business day.',
      'We meet for a free consultation, by phone or video: you tell me what you need, and I ask the questions that shape the project.',
      'You receive a written estimate with the tier, the hours and the price, before any work begins.',
      'Once you say yes, we agree a schedule, and you hear from me at every step until launch and after it.',
    ],
  },
  closing: 'I look forward to hearing from you.',
});
