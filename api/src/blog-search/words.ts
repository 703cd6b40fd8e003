import { sql, type RawBuilder } from 'kysely';

/** The words of a post, as 097_search_stop_words.sql indexes them (posts_search_idx). */
export const POST_WORDS = sql`td_post_search_words(p.content, p.tags)`;

/**
 * The words of a search, as PostgreSQL reads a web search box ("quoted phrases", -not, or): English stems
 * without stop words, so "the quote keeper" finds "Quote Keeper". A search of nothing but stop words ("the",
 * "the who") keeps them rather than finding nothing. Either way posts_search_idx answers it.
 */
export function searchWords(text: string): RawBuilder<unknown> {
  const english = sql`websearch_to_tsquery('english'::regconfig, ${text})`;
  return sql`(CASE WHEN numnode(${english}) > 0 THEN ${english} ELSE websearch_to_tsquery('td_english_all_words'::regconfig, ${text}) END)`;
}
