import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';

interface SearchFormProps {
  /** The page's term: the field reopens showing what was searched. */
  initialTerm: string;
  /** Searched (the results page then opens) or Escape: the field closes and focus goes back to the Search button. */
  onClose: () => void;
}

/** The mobile search field: a GET form to /search (B§2 "/search is a GET form with q"). */
export default function SearchForm({ initialTerm, onClose }: SearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    onClose();
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
          if (event.key === 'Escape') onClose();
        }}
      />
      {/* Named apart from the header's Search toggle beside it; the visible word stays in the name. */}
      <button type="submit" aria-label="Search Tumbledash">
        Search
      </button>
    </form>
  );
}
