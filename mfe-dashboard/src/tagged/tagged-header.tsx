import { useId } from 'react';
import { navigateToUrl } from 'single-spa';
import { SITE_SEARCH_POST_TYPES, SITE_SEARCH_SORTS, type SiteSearchPostType, type SiteSearchSort } from '@tumbledash/shared';
import { taggedPagePath, type TagFilters } from '../timeline/page-root';
import './tagged.css';

const SORT_LABELS: Record<SiteSearchSort, string> = { top: 'Top', recent: 'Recent' };

function typeLabel(type: SiteSearchPostType): string {
  return type === 'any' ? 'Any' : type[0]!.toUpperCase() + type.slice(1);
}

/**
 * Above a tag page's posts: the tag and the site search's sort (top/recent) and post type (issue 11 item 7).
 * A choice is a new address, so it survives a reload and Back returns to the previous one.
 */
export function TaggedHeader({ tag, filters }: { tag: string; filters: TagFilters }) {
  const id = useId();
  const change = (next: Partial<TagFilters>) => navigateToUrl(taggedPagePath(tag, { ...filters, ...next }));
  return (
    <div className="td-dash-tagged">
      <h1 className="td-dash-tagged__title">#{tag}</h1>
      <div className="td-dash-tagged__filters" role="group" aria-label="Tag filters">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={filters.sort} onChange={(event) => change({ sort: event.target.value as SiteSearchSort })}>
          {SITE_SEARCH_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-type`}>Post type</label>
        <select id={`${id}-type`} value={filters.postType} onChange={(event) => change({ postType: event.target.value as SiteSearchPostType })}>
          {SITE_SEARCH_POST_TYPES.map((value) => (
            <option key={value} value={value}>
              {typeLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
