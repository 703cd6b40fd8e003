import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** The mobile search field: a GET form to /search (B§2 "/search is a GET form with q"). */
export function SearchForm({ onDone }: { onDone: () => void }) {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    onDone();
    navigateToUrl(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" className="td-mh__search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor="td-mh-search-q" className="td-mh__visually-hidden">
        Search Tumbledash
      </label>
      <input
        ref={input}
        id="td-mh-search-q"
        name="q"
        type="search"
        placeholder="Search Tumbledash"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <button type="submit">Search</button>
    </form>
  );
}
