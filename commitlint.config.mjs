// The shape of a commit message, checked by commitlint in the commit-msg hook (.githooks/commit-msg) and by
// scripts/dev/commit-messages.test.mjs over every commit after `baseline`:
//
//   area: what changed, in the imperative          <- at most 72 characters, no full stop
//                                                  <- blank line
//   Why the change is made: the reasoning a reader needs later.
//
// `area` is the part of the product the commit changes, in lower case (`gateway`, `ledger`, `docs`,
// `accounts-kyc`, `contracts/api`); several are separated by ", ". Merge commits are not checked.

/** The last commit whose message is not held to these rules; every later one is. */
export const baseline = '1343653fcf18ff0d4477f9b14d6130ac54a5cad5';

/**
 * Commits after the baseline that were made on other branches before this check was part of them, accepted as
 * they are because published history is not rewritten. Nothing is added here for a commit made with the check.
 */
export const accepted = {};

const AREA = '[a-z0-9][a-z0-9._/-]*';
const HEADER = new RegExp(`^(${AREA}(?:, ${AREA})*)(?:\\(([^()]+)\\))?!?: (.+)$`);

// The first word of an imperative subject is a verb's base form: "add", "refuse", "answer". Past tenses and
// gerunds ("added", "adding") are refused, and so are the third-person forms of the verbs commits use most
// ("adds", "fixes"); a plural noun ("zones for gateway/") stays allowed, so other words ending in s are not judged.
// The lists hold base forms that look like a past tense or a gerund.
const BASE_FORMS_LIKE_PAST = new Set(['embed', 'feed', 'need', 'proceed', 'seed', 'shed', 'shred', 'speed', 'succeed']);
const BASE_FORMS_LIKE_GERUND = new Set(['bring', 'ping', 'ring', 'sing', 'spring', 'string', 'swing', 'wring']);
const THIRD_PERSON = new Set(
  'adds allows creates deletes drops ensures fixes implements improves introduces keeps makes moves prevents refuses removes renames replaces returns sends splits uses'.split(
    ' ',
  ),
);

/** @param {{ header?: string | null, subject?: string | null }} commit */
function imperative({ subject }) {
  const first = /^[a-z]+/.exec(subject ?? '')?.[0];
  if (!first) return [true];
  const refused =
    (first.endsWith('ed') && !BASE_FORMS_LIKE_PAST.has(first)) || (first.endsWith('ing') && !BASE_FORMS_LIKE_GERUND.has(first)) || THIRD_PERSON.has(first);
  return [!refused, `the subject starts with "${first}": write it in the imperative ("add", not "added" or "adds")`];
}

/** @param {{ header?: string | null }} commit */
function areaPrefix({ header }) {
  return [HEADER.test(header ?? ''), 'the subject starts with the area it changes in lower case and ": " (e.g. "gateway: answer 405 for undeclared methods")'];
}

/** @type {import('@commitlint/types').UserConfig} */
export default {
  parserPreset: {
    parserOpts: { headerPattern: HEADER, headerCorrespondence: ['type', 'scope', 'subject'] },
  },
  plugins: [{ rules: { 'area-prefix': areaPrefix, 'subject-imperative': imperative } }],
  rules: {
    'header-max-length': [2, 'always', 72],
    'area-prefix': [2, 'always'],
    'subject-empty': [2, 'never'],
    'subject-full-stop': [2, 'never', '.'],
    'subject-imperative': [2, 'always'],
    'body-leading-blank': [2, 'always'],
    'body-empty': [2, 'never'],
  },
};
