import { focusReturnTarget } from './focus-return';

function page(html: string): void {
  document.body.innerHTML = html;
}

const byId = (id: string) => document.getElementById(id);

it('hands a post’s hidden avatar over to the post’s blog name', () => {
  page(`
    <a id="elsewhere" href="/blog/friendly">friendly</a>
    <article tabindex="-1">
      <div><a id="avatar" href="/blog/friendly" tabindex="-1" aria-hidden="true"><img alt=""></a></div>
      <header><a id="name" href="/blog/friendly">friendly</a><a href="/blog/friendly/1">Nov 25</a></header>
    </article>`);
  expect(focusReturnTarget(byId('avatar'))).toBe(byId('name'));
});

it('takes a focusable post when its blog name is not there to stand in', () => {
  page(`
    <article id="post" tabindex="-1">
      <span aria-hidden="true"><a id="avatar" href="/blog/friendly" tabindex="-1">x</a></span>
      <a href="/blog/other">other</a>
    </article>`);
  expect(focusReturnTarget(byId('avatar'))).toBe(byId('post'));
});

it('leaves alone what can take focus properly, and a hidden link with nothing to stand in for it', () => {
  page(`
    <a id="name" href="/blog/friendly">friendly</a>
    <div><a id="lonely" href="/blog/lonely" tabindex="-1" aria-hidden="true">x</a></div>`);
  expect(focusReturnTarget(byId('name'))).toBe(byId('name'));
  expect(focusReturnTarget(byId('lonely'))).toBe(byId('lonely'));
  expect(focusReturnTarget(document.body)).toBe(document.body);
  expect(focusReturnTarget(null)).toBeNull();
});
