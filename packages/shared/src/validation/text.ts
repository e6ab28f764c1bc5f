/**
 * Characters no text input of the API may hold: the C0 controls but tab, line feed and carriage
 * return (NUL among them, which PostgreSQL refuses in text), DEL, the C1 controls, and halves of
 * a surrogate pair (not text at all: encoding one silently turns it into U+FFFD). Tab and line
 * breaks stay allowed so multi-line fields (an operator's rejection reason, notes) keep them; a
 * single-line field refuses them through its own pattern.
 */
// Without the u flag the pattern reads UTF-16 code units, so it sees a lone surrogate. Built from
// text because finding control characters is its purpose (the linter refuses them in literals).
// biome-ignore lint/complexity/useRegexLiterals: a literal would hold the control characters its other rule refuses.
const FORBIDDEN_IN_TEXT = new RegExp(
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
);

/**
 * Characters no request header may hold: every control but tab. Real HTTP parsers refuse them
 * already; this covers headers set by any other way in (a proxy, an in-process call).
 */
// biome-ignore lint/complexity/useRegexLiterals: a literal would hold the control characters its other rule refuses.
const FORBIDDEN_IN_HEADER = new RegExp('[\\u0000-\\u0008\\u000A-\\u001F\\u007F]');

/** Whether a text input holds a character no text input may hold (see FORBIDDEN_IN_TEXT). */
export function hasForbiddenTextCharacter(value: string): boolean {
  return FORBIDDEN_IN_TEXT.test(value);
}

/** Whether a header value holds a control character other than tab. */
export function hasForbiddenHeaderCharacter(value: string): boolean {
  return FORBIDDEN_IN_HEADER.test(value);
}

/** A place in an input: its key and the place holding it (so a deep input costs no copied paths). */
type Place = { key: string; parent: Place | null } | null;

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path (`a.b.0.c`) of the first key or string anywhere in a parsed input (JSON body, query,
 * route parameters, multipart fields, a decrypted body) that holds a forbidden character, or
 * null. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findForbiddenText(input: unknown): string | null {
  const stack: [unknown, Place][] = [[input, null]];
  while (stack.length > 0) {
    const [value, place] = stack.pop() as [unknown, Place];
    if (typeof value === 'string') {
      if (hasForbiddenTextCharacter(value)) return pathOf(place);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], { key: String(i), parent: place }]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const at = { key, parent: place };
        if (hasForbiddenTextCharacter(key)) return pathOf(at);
        stack.push([inner, at]);
      }
    }
  }
  return null;
}
