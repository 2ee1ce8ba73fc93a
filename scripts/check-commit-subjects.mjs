// `npm run lint`'s history check: a commit's subject (its first paragraph) is at most 72 characters and the
// details go in the body, after a blank line, so that `git log --oneline` reads as a list.
//
//   node scripts/check-commit-subjects.mjs                       every commit after the rule's start
//   node scripts/check-commit-subjects.mjs --message-file FILE   one message being written (.githooks/commit-msg)
//
// The rule starts after commit 428281f: older subjects stay as they were written. Where that commit is not in
// the history (a shallow clone), the commits there are checked.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_SUBJECT = 72;
const RULE_STARTS_AFTER = '428281f';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
const length = (subject) => [...subject].length;

const explain = [
  `A commit subject is at most ${MAX_SUBJECT} characters: say what changed in a line,`,
  'then a blank line, then the details in the body.',
];

/** The subject git shows for a message: its first paragraph on one line, without comment lines. */
function subjectOf(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start === -1) return '';
  const end = lines.findIndex((line, at) => at > start && line.trim() === '');
  return lines
    .slice(start, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .join(' ');
}

const messageFileAt = process.argv.indexOf('--message-file');
if (messageFileAt !== -1) {
  const subject = subjectOf(readFileSync(process.argv[messageFileAt + 1], 'utf8'));
  if (length(subject) > MAX_SUBJECT) {
    console.error(`The subject has ${length(subject)} characters:\n  ${subject}\n${explain.join('\n')}`);
    console.error('Your message is kept in .git/COMMIT_EDITMSG.');
    process.exit(1);
  }
  process.exit(0);
}

if (git('rev-parse', '--is-inside-work-tree').status !== 0) {
  console.warn('check-commit-subjects: not a git checkout, nothing to check.');
  process.exit(0);
}
const ruleStartKnown = git('merge-base', '--is-ancestor', RULE_STARTS_AFTER, 'HEAD').status === 0;
const range = ruleStartKnown ? `${RULE_STARTS_AFTER}..HEAD` : 'HEAD';
const log = git('log', '--format=%h%x00%s', range);
if (log.status !== 0) {
  console.error(`check-commit-subjects: git log ${range} failed:\n${log.stderr}`);
  process.exit(1);
}
const commits = log.stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [hash, subject] = line.split('\0');
    return { hash, subject };
  });
const tooLong = commits.filter(({ subject }) => length(subject) > MAX_SUBJECT);
if (tooLong.length > 0) {
  console.error(
    `${tooLong.length} of ${commits.length} commits (${range}) have a subject over ${MAX_SUBJECT} characters:`,
  );
  for (const { hash, subject } of tooLong) console.error(`  ${hash} (${length(subject)} characters): ${subject}`);
  console.error([...explain, 'Reword them before they are shared: git rebase -i, then "reword".'].join('\n'));
  process.exit(1);
}
