import { expect, test } from 'vitest';
import {
  MAX_ESTIMATE_HOURS,
  type ModelContextTool,
  estimatePrice,
  registerSiteTools,
  siteTools,
} from './webmcp';

test('every tool is registered read-only, with one signal that unregisters them all', async () => {
  const registered: { tool: ModelContextTool; signal?: AbortSignal }[] = [];
  const controller = new AbortController();
  await registerSiteTools(
    { registerTool: (tool, options) => void registered.push({ tool, signal: options?.signal }) },
    controller.signal,
  );
  expect(registered.map(({ tool }) => tool.name)).toEqual([
    'list_services',
    'estimate_price',
    'list_projects',
    'get_contact',
  ]);
  for (const { tool, signal } of registered) {
    expect(tool.annotations.readOnlyHint).toBe(true);
    expect(signal).toBe(controller.signal);
  }
});

test('estimate_price: a tier by name, in any case, or hours at $60', () => {
  expect(estimatePrice({ tier: ' wordpress SITE ' })).toMatchObject({
    name: 'WordPress site',
    price: '$1,200–$2,400',
  });
  expect(estimatePrice({ hours: 3 })).toEqual({ hours: 3, hourlyRateUsd: 60, priceUsd: 180 });
  expect(estimatePrice({ hours: MAX_ESTIMATE_HOURS })).toMatchObject({ priceUsd: 300000 });
});

test('estimate_price refuses what it cannot price, saying why', () => {
  const reason = (input: Record<string, unknown>) => {
    const answer = estimatePrice(input) as { isError?: boolean; content?: { text: string }[] };
    expect(answer.isError, JSON.stringify(input)).toBe(true);
    return answer.content?.[0]?.text;
  };
  expect(reason({ tier: 'WordPress site', hours: 10 })).toMatch(/not both or neither/);
  expect(reason({ tier: 42 })).toMatch(/^Unknown tier 42\. The tiers are: WordPress site, /);
  expect(reason({ hours: 0 })).toBe('"hours" must be a positive number (got 0).');
  expect(reason({ hours: '10' })).toBe('"hours" must be a positive number (got "10").');
  expect(reason({ hours: Number.NaN })).toBe('"hours" must be a positive number (got null).');
  expect(reason({ hours: MAX_ESTIMATE_HOURS + 1 })).toMatch(/^5001 hours is more than any project/);
});

test('the schema of estimate_price offers exactly the tiers', () => {
  const schema = siteTools.find((tool) => tool.name === 'estimate_price')?.inputSchema as {
    properties: { tier: { enum: string[] } };
  };
  expect(schema.properties.tier.enum).toEqual([
    'WordPress site',
    'Bootstrap site',
    'Simple web app',
    'Essential web app',
    'Robust web app',
    'Complex web app',
  ]);
});
