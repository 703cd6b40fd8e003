import { gif } from '../test-support/fixtures';
import { gifImpressionData, gifSearchData, gifSelectData } from './gif-log';

it('search carries the query, and the number of results once answered', () => {
  expect(gifSearchData('cats')).toEqual({ query: 'cats' });
  expect(gifSearchData('cats', { query: 'cats', limit: 200, loggingContext: 'post-form', ts: 0, media: [gif('1'), gif('2')], message: null })).toEqual({
    query: 'cats',
    results: 2,
  });
});

it('impression carries the query and how many GIFs the set holds', () => {
  expect(gifImpressionData('cats', [gif('1'), gif('2'), gif('3')])).toEqual({ query: 'cats', count: 3 });
});

it("select carries the query, the GIF's place and its post's id and blog when the result names them", () => {
  expect(gifSelectData('cats', 4, gif('77'))).toEqual({ query: 'cats', position: 4, post_id: '77', blog: 'bob' });
  expect(gifSelectData('cats', 0, { ...gif('1'), postId: '', postBlog: '' })).toEqual({ query: 'cats', position: 0 });
});
