/** Types of check-hardcoded-text.mjs for the tests that prove the check fails when it should. */
type Hit = { line: number; text: string };
export function findHardcodedText(file: string, source?: string): { found: Hit[]; exempt: Hit[] };
export function checkHardcodedText(): { failures: (Hit & { file: string })[]; exempted: (Hit & { file: string })[] };
