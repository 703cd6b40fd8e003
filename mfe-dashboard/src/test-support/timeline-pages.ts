import { ApiError, api, type TimelinePage } from '@tumbledash/shared';

/** Answers the timeline calls from a table of url → page, recording the urls asked; any other is a 404. */
export function serve(pages: Record<string, TimelinePage>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const page = pages[url];
    if (!page) throw new ApiError(404, 'Not found');
    return page;
  });
}

/** `count` post ids counting down from `from`, newest first as a timeline has them. */
export const ids = (from: number, count: number): string[] => Array.from({ length: count }, (_, index) => String(from - index));
