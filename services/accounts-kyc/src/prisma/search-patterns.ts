/**
 * The LIKE patterns of a substring search (the audit log's, the Users list's). `exact` is the search itself (contained
 * anywhere, any case). `indexed` is what the trigram indexes are asked for: the search's most selective word with the
 * characters around it, where it has one, else the search itself. A trigram index answers a pattern by reading the row
 * list of every trigram in it, and a common trigram (a mail domain's, a frequent name's) lists a large share of the
 * table: the whole audit search page for an e-mail such as `scale.48213@example.org` took 25–82 ms at 1.2 M audit rows,
 * for `.48213@` 6–13 ms; a Users page 12–16 ms at 100,000 profiles, for `.48213@` 0.5 ms. The rows found are then
 * checked against the exact pattern, so the matches are the same.
 */
export interface SearchPatterns {
  exact: string;
  indexed: string;
}

/**
 * A selective word has digits and at least two trigrams, in a search that also has words without digits (a name's,
 * a mail domain's: their trigrams are the common ones). A search of digits alone (`2026-11`, an account number) is
 * no more common as a whole than any of its words, and is looked up whole.
 */
const MIN_WORD = 4;

/** A LIKE pattern for text containing `text` (its %, _ and \ taken literally). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const hasDigits = (word: string) => /\p{N}/u.test(word);

export function searchPatterns(search: string): SearchPatterns {
  const lower = search.toLowerCase();
  const exact = containing(lower);
  const words = [...lower.matchAll(/[\p{L}\p{N}]+/gu)];
  if (!words.some(([word]) => !hasDigits(word))) return { exact, indexed: exact };
  // Of equal lengths the last: a grant number's serial (`UNSEAF-2024/GR-0042`) is rarer than its year.
  const best = words
    .filter(([word]) => word.length >= MIN_WORD && hasDigits(word))
    .reduce<RegExpExecArray | null>((chosen, match) => (chosen === null || match[0].length >= chosen[0].length ? match : chosen), null);
  if (!best) return { exact, indexed: exact };
  // With the separator on each side where the search has one: the index then looks for the word whole (pg_trgm marks a
  // word's start and end in its trigrams), not for its digits inside longer numbers (amounts, transaction numbers).
  const fragment = lower.slice(Math.max(0, best.index - 1), best.index + best[0].length + 1);
  return { exact, indexed: fragment === lower ? exact : containing(fragment) };
}
