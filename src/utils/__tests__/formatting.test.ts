import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatUtcDate, formatWholeNumber } from '../formatting';

test('dates read as Intl writes them in English, in UTC, for every month and around midnight', () => {
  for (const month of ['short', 'long'] as const) {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    for (let m = 0; m < 12; m += 1) {
      for (const iso of [
        `2026-${String(m + 1).padStart(2, '0')}-01T00:00:00Z`,
        `2021-${String(m + 1).padStart(2, '0')}-28T23:59:59Z`,
      ]) {
        assert.equal(formatUtcDate(iso, month), intl.format(new Date(iso)), `${iso}, ${month}`);
      }
    }
  }
  assert.equal(formatUtcDate(Date.UTC(2022, 10, 21), 'long'), 'November 21, 2022');
});

test('another locale is written by Intl', () => {
  assert.equal(formatUtcDate('2026-11-25T12:00:00Z', 'short', 'en-GB'), '25 Nov 2026');
});

test('whole numbers get thousands separators as toLocaleString("en-US") writes them', () => {
  for (const value of [0, 7, 999, 1000, 12500, 100000, 1234567, -4500]) {
    assert.equal(formatWholeNumber(value), value.toLocaleString('en-US'));
  }
  assert.throws(() => formatWholeNumber(1.5), /not a whole number/);
});
