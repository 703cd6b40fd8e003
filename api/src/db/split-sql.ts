/**
 * Splits a migration file into single statements: PGlite runs one statement per query.
 * Knows enough PostgreSQL lexing not to split inside quotes, comments or $tag$ bodies.
 */
export function splitSql(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (char === "'" || char === '"') {
      i = closingQuote(text, i, char);
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end === -1 ? text.length : end + tag.length;
      } else {
        i += 1;
      }
    } else if (char === ';') {
      statements.push(text.slice(start, i));
      start = i + 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  statements.push(text.slice(start));
  return statements.filter((statement) => stripComments(statement).trim() !== '').map((statement) => statement.trim());
}

/** Index just past the quote that closes the one at `open` ('' and "" are escapes). */
function closingQuote(text: string, open: number, quote: string): number {
  let i = open + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return text.length;
}

function stripComments(statement: string): string {
  return statement.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}
