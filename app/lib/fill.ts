/**
 * The owner's `template` with each `{slot}` replaced by its value, and any
 * other braces left as written: fill('{price}/hour', { price: '$60' }) is
 * "$60/hour". Its slots are checked by the schema (content/schema.ts).
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
