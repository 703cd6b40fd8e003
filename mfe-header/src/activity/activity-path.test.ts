import { activityPath, blogNameFromActivityPath } from './activity-path';

describe('blogNameFromActivityPath', () => {
  it('reads the blog name', () => {
    expect(blogNameFromActivityPath('/blog/staff/activity')).toBe('staff');
    expect(blogNameFromActivityPath('/blog/my-blog/activity/')).toBe('my-blog');
  });

  it('decodes the name and round-trips with activityPath', () => {
    expect(blogNameFromActivityPath(activityPath('a b'))).toBe('a b');
  });

  it('is null for other paths and broken encodings', () => {
    expect(blogNameFromActivityPath('/dashboard')).toBeNull();
    expect(blogNameFromActivityPath('/blog/staff')).toBeNull();
    expect(blogNameFromActivityPath('/blog/staff/activity/more')).toBeNull();
    expect(blogNameFromActivityPath('/blog/%E0%A4%A/activity')).toBeNull();
  });
});
