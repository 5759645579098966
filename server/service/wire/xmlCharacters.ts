/**
 * Which characters XML 1.0 allows, and how a refusal names one (U+0001): shared by the XML body
 * check (xmlText.ts) and the form body check (requestInput.ts).
 */

export const describeCharacter = (code: number): string =>
  `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

export function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Index of the first C0 control other than tab, LF and CR, or of U+FFFE / U+FFFF; -1 when none. */
export function firstInvalidCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) ||
      code === 0xfffe ||
      code === 0xffff
    )
      return i;
  }
  return -1;
}

/** Message naming a character XML does not allow; `where` says where it was found. */
export const invalidCharacterMessage = (code: number, where: string): string =>
  `the character ${describeCharacter(code)} is not allowed in XML (${where})`;
