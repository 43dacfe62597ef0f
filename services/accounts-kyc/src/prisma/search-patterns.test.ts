import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { searchPatterns } from './search-patterns.js';

test('an e-mail address is looked up by its longest word with digits and the separators around it, and checked whole', () => {
  assert.deepEqual(searchPatterns('Amina.Scale.48213@Example.org'), { exact: '%amina.scale.48213@example.org%', indexed: '%.48213@%' });
  assert.deepEqual(searchPatterns('john.smith1985@mail.example'), { exact: '%john.smith1985@mail.example%', indexed: '%.smith1985@%' });
  assert.deepEqual(searchPatterns('scale.48213@'), { exact: '%scale.48213@%', indexed: '%.48213@%' });
  assert.deepEqual(searchPatterns('4821_3 amina'), { exact: '%4821\\_3 amina%', indexed: '%4821\\_%' });
});

test('of two such words as long, the last: a grant number by its serial, not its year', () => {
  assert.deepEqual(searchPatterns('UNSEAF-2024/GR-0042'), { exact: '%unseaf-2024/gr-0042%', indexed: '%-0042%' });
  assert.deepEqual(searchPatterns('GR-0042'), { exact: '%gr-0042%', indexed: '%-0042%' });
});

test('a search without such a word, or that is that word, is looked up whole', () => {
  for (const search of ['amina scale', 'funds_adjust 777', 'TRX00001234', '770012345678', '2026-11 0042', 'scale.382@example.org']) {
    const { exact, indexed } = searchPatterns(search);
    assert.equal(indexed, exact, search);
  }
  assert.deepEqual(searchPatterns('50%_off'), { exact: '%50\\%\\_off%', indexed: '%50\\%\\_off%' });
});
