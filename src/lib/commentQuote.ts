/**
 * Replies to comments (issue 34). The API has no thread: a reply is a comment on the same record
 * that starts by quoting the first line of the comment it answers, e-mail style (`> line`), then
 * a blank line and the answer. Any client shows it readably; the console draws the quote as one.
 */

/** Longest quoted opening: a reply names the comment it answers, it does not repeat it. */
const QUOTE_LENGTH = 120;

/** The first non-blank line of a comment (without a quote it starts with), cut at 120 characters. */
export function firstLine(text: string): string {
  const { body } = splitQuote(text);
  const line = body.split('\n').find((l) => l.trim() !== '') ?? '';
  const chars = [...line.trim()];
  return chars.length <= QUOTE_LENGTH
    ? chars.join('')
    : `${chars.slice(0, QUOTE_LENGTH).join('')}…`;
}

/** The text of a reply to `original`: its first line quoted, a blank line, the answer. */
export function replyText(original: string, answer: string): string {
  const quoted = firstLine(original);
  return quoted === '' ? answer : `> ${quoted}\n\n${answer}`;
}

export interface QuotedText {
  /** The leading quoted lines without their `>` marks; '' when the text starts with no quote. */
  quote: string;
  body: string;
}

/** A comment split into its leading quote (lines starting with `>`) and the rest. */
export function splitQuote(text: string): QuotedText {
  const lines = text.split('\n');
  let end = 0;
  while (end < lines.length && lines[end]!.startsWith('>')) end += 1;
  if (end === 0) return { quote: '', body: text };
  const quote = lines
    .slice(0, end)
    .map((l) => l.replace(/^> ?/, ''))
    .join('\n');
  return { quote, body: lines.slice(end).join('\n').replace(/^\n+/, '') };
}
