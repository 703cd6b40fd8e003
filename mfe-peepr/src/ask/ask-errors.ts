import { ASK_MESSAGES, validateQuestion } from '@tumbledash/shared';

const TEXT_RULES: readonly string[] = Object.values(ASK_MESSAGES);

/**
 * The ask form's errors once the question is edited: an error about the text (B§5 "Ask", the server answers with
 * the same messages) goes as soon as the text no longer breaks that rule; any other (the blog refused, the
 * request failed) stays until the next Ask.
 */
export function errorsAfterEdit(shown: string[], question: string): string[] {
  // The same list when none is shown: the form does not draw again for it.
  if (shown.length === 0) return shown;
  const broken = validateQuestion(question);
  return shown.filter((error) => !TEXT_RULES.includes(error) || broken.includes(error));
}
