/**
 * The LIKE patterns of an audit search. `exact` is the search itself (contained anywhere, any case). `indexed` is
 * what the trigram indexes are asked for: the search's most selective word where it has one, else the search itself.
 * A trigram index answers a pattern by reading the row list of every trigram in it, and a common trigram (a mail
 * domain's, a frequent name's) lists a large share of the table: a whole e-mail address such as
 * `amina.48213@example.org` read ~15 times what its digits `48213` alone read, which narrow the rows as well. The
 * rows the word finds are then checked against the exact pattern, so the matches are the same.
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

export function searchPatterns(search: string): SearchPatterns {
  const lower = search.toLowerCase();
  const words = lower.match(/[\p{L}\p{N}]+/gu) ?? [];
  const hasDigits = (word: string) => /\p{N}/u.test(word);
  const selective = words.some((word) => !hasDigits(word))
    ? words
        .filter((word) => word.length >= MIN_WORD && hasDigits(word))
        .reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null)
    : null;
  const exact = containing(lower);
  return { exact, indexed: selective && selective !== lower ? containing(selective) : exact };
}
