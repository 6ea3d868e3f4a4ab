import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchGoals, pageTemplates } from '../budgets';

test("no template's JS budget is over the goal for every template, the weight of stock Docusaurus's docs page", () => {
  const over = pageTemplates
    .filter((template) => template.budget.js > benchGoals.jsByHydration)
    .map((template) => `${template.name}: ${template.budget.js / 1024} KB`);
  assert.deepEqual(over, [], `budgets over ${benchGoals.jsByHydration / 1024} KB in config/budgets.ts`);
});
