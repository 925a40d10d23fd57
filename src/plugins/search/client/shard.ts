/**
 * How the vocabulary is split into files (../vocabulary.ts writes them,
 * ./vocabularyClient.ts loads them): by the first letter and a group of four
 * second letters (`co`, `cm`, `cn` and `cp` share `cm`), so a file holds a few
 * hundred words at most and a search fetches one small file per new word.
 * Words starting with a digit go by that digit; anything else to `other`.
 */
export function shardOf(word: string): string | undefined {
  if (word.length < 2) {
    return undefined;
  }
  const first = word[0]!;
  if (/[0-9]/.test(first)) {
    return first;
  }
  if (!/[a-z]/.test(first)) {
    return 'other';
  }
  const second = word.charCodeAt(1);
  if (second < 97 || second > 122) {
    return `${first}0`;
  }
  return `${first}${String.fromCharCode(97 + Math.min(24, Math.floor((second - 97) / 4) * 4))}`;
}
