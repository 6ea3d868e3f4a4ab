import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchGoals, pageTemplates } from '../budgets';

test("no template's framework budget reaches the JS goal, the weight of stock Docusaurus's docs page", () => {
  const over = pageTemplates
    .filter((template) => template.budget.framework >= benchGoals.jsByHydration)
    .map((template) => `${template.name}: ${template.budget.framework / 1024} KB`);
  assert.deepEqual(over, [], `framework budgets at or over ${benchGoals.jsByHydration / 1024} KB in config/budgets.ts`);
});
