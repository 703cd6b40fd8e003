import { sql, type RawBuilder } from 'kysely';

/** The words of a post (097's td_post_search_words), kept in a column since 100_post_search_words.sql and indexed (posts_search_idx). */
export const POST_WORDS = sql`p.search_words`;

/** How a search box's text becomes a query: as a web search box (quoted phrases, -not, or), or plain words. */
type QueryParser = 'websearch_to_tsquery' | 'plainto_tsquery';

/**
 * The words of a search: English stems without stop words, so "the quote keeper" finds "Quote Keeper". A search
 * of nothing but stop words ("the", "the who") keeps them rather than finding nothing: posts' words keep them
 * (097, 098), so the indexes answer it either way.
 */
export function queryWords(parser: QueryParser, text: string): RawBuilder<unknown> {
  const read = (config: 'english' | 'td_english_all_words') => sql`${sql.raw(parser)}(${sql.lit(config)}::regconfig, ${text})`;
  const english = read('english');
  return sql`(CASE WHEN numnode(${english}) > 0 THEN ${english} ELSE ${read('td_english_all_words')} END)`;
}

/** Site and blog search read their box as a web search box. */
export const searchWords = (text: string): RawBuilder<unknown> => queryWords('websearch_to_tsquery', text);
