import { useCallback, useEffect, useState } from 'react';
import { ApiError, Spinner, type BlogFlags, type PostReport } from '@tumbledash/shared';
import { REPORT_REASON_LABELS } from '../share/report-form';
import { fetchReports } from '../share/share-api';
import { BlogFlagsToggles } from './blog-flags-toggles';
import './admin-reports.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; reports: PostReport[]; next: string | null; more: boolean };

/** The table's columns; below 600 px each cell shows its column's name, as a report becomes a card. */
const COLUMNS = {
  post: 'Post',
  reason: 'Reason',
  details: 'Details',
  reporter: 'Reported by',
  when: 'When',
  sensitive: 'Flagged sensitive',
  flags: 'Blog flags',
} as const;

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/reports: the reports of posts, newest first, for admins (users.is_admin). */
export function AdminReportsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Flags changed here, by blog: every report of that blog shows them.
  const [changedFlags, setChangedFlags] = useState<Record<string, BlogFlags>>({});
  const flagsChanged = useCallback((tumblelog: string, flags: BlogFlags) => setChangedFlags((current) => ({ ...current, [tumblelog]: flags })), []);

  const fetchPage = useCallback(async (before?: string) => {
    try {
      const page = await fetchReports(before);
      setLoad((current) => ({
        state: 'ready',
        reports: [...(before && current.state === 'ready' ? current.reports : []), ...page.reports],
        next: page.next_before,
        more: false,
      }));
    } catch (error) {
      setLoad({ state: 'failed', message: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Something went screwy.' });
    }
  }, []);

  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  return (
    <section className="td-admin-reports" aria-labelledby="td-admin-reports-title">
      <h1 id="td-admin-reports-title">Reports</h1>
      {load.state === 'loading' && <Spinner label="Loading reports" />}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && load.reports.length === 0 && <p>No reports yet.</p>}
      {load.state === 'ready' && load.reports.length > 0 && (
        <>
          <div className="td-admin-reports__scroll">
            <table className="td-admin-reports__table">
              <caption className="td-admin-reports__caption">Reports of posts, newest first</caption>
              <thead>
                <tr>
                  {Object.values(COLUMNS).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {load.reports.map((report) => (
                  <tr key={report.id}>
                    <td data-label={COLUMNS.post}>
                      <a href={report.post_url}>
                        {report.tumblelog_name}/{report.post_id}
                      </a>
                    </td>
                    <td data-label={COLUMNS.reason}>{REPORT_REASON_LABELS[report.reason]}</td>
                    <td data-label={COLUMNS.details}>{report.text}</td>
                    <td data-label={COLUMNS.reporter}>{report.reporter_email}</td>
                    <td data-label={COLUMNS.when}>
                      <time dateTime={report.created_at}>{DATE.format(new Date(report.created_at))}</time>
                    </td>
                    <td data-label={COLUMNS.sensitive}>{report.post_flagged_nsfw ? 'Yes' : 'No'}</td>
                    <td data-label={COLUMNS.flags}>
                      <BlogFlagsToggles
                        tumblelog={report.tumblelog_name}
                        flags={changedFlags[report.tumblelog_name] ?? report.blog_flags}
                        onChange={flagsChanged}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {load.next && (
            <button
              type="button"
              className="td-admin-reports__more"
              disabled={load.more}
              onClick={() => {
                setLoad({ ...load, more: true });
                void fetchPage(load.next ?? undefined);
              }}
            >
              Older reports
            </button>
          )}
        </>
      )}
    </section>
  );
}
