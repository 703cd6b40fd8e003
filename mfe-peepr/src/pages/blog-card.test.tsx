import { fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@tumbledash/shared';
import { makeBlog } from '../test-support/post';
import { BlogCard } from './blog-card';

it('opens the blog in the viewer on a plain click, and leaves a ctrl-click to the browser', () => {
  const opened: unknown[] = [];
  const subscription = bus.on('peepr:open').subscribe((request) => opened.push(request));
  render(
    <ul>
      <BlogCard blog={makeBlog({ name: 'night-owl-notes' })} />
    </ul>,
  );
  const link = screen.getByRole('link', { name: 'night-owl-notes' });
  expect(fireEvent.click(link)).toBe(false);
  expect(opened).toEqual([{ blogName: 'night-owl-notes' }]);

  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(opened).toHaveLength(1);
  subscription.unsubscribe();
});
