import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, DialogProvider, restoreFocus, type CreatablePostType } from '@tumbledash/shared';
import { FastCompose } from '../fast-compose/fast-compose';
import { PostForm } from '../post-form/post-form';
import { focusReturnTarget } from './focus-return';
import { formEntryPage, pushFormEntry, stateWithoutFormEntry } from './form-history';
import { basePath, baseUrl, formPath, parseFormRoute, requestFromRoute, sameRequest, type ComposeRequest } from './routes';
import './compose.css';

interface ComposeRootProps {
  /** Push the form routes into history and restore the base route on close (A§2.1); on by default. */
  updateUrl?: boolean;
}

interface FormSession {
  id: number;
  request: ComposeRequest;
  base: string;
  /** Path pushed for the form, when this remote pushed it. */
  pushed: string | null;
  /** Where closing goes back to; null leaves the URL alone. */
  returnUrl: string | null;
  /** The element the request asked the form to go into (A§2.4 inline); null: a modal. */
  inlineTarget: HTMLElement | null;
}

/** Fast compose and the post form: opened by `compose:open` and by the post form routes. */
export function ComposeRoot({ updateUrl = true }: ComposeRootProps) {
  const [fast, setFast] = useState<{ returnFocus: Element | null } | null>(null);
  const fastRef = useRef(fast);
  fastRef.current = fast;
  const [form, setForm] = useState<FormSession | null>(null);
  const formRef = useRef<FormSession | null>(null);
  const dismissRef = useRef<(() => Promise<boolean>) | null>(null);
  const nextId = useRef(1);
  const lastPath = useRef(window.location.pathname);

  const openForm = useCallback(
    (request: ComposeRequest) => {
      const { pathname, search, hash } = window.location;
      const onFormRoute = parseFormRoute(pathname) !== null;
      // A reload of a form's address, or Forward onto it: its entry may name the page it was opened over.
      const openedOver = onFormRoute ? formEntryPage() : null;
      const base = basePath(openedOver ? new URL(openedOver, window.location.href).pathname : pathname);
      const path = formPath(request, base);
      const push = updateUrl && path !== null && path !== pathname;
      const returnUrl = onFormRoute ? (openedOver ?? baseUrl(base)) : push ? `${pathname}${search}${hash}` : null;
      const session: FormSession = {
        id: nextId.current++,
        request,
        base,
        pushed: push ? path : null,
        returnUrl,
        // An element that is not on the page (any more) gets the modal.
        inlineTarget: request.inline ? document.getElementById(request.inline) : null,
      };
      // Known before the push, whose routing event must find this form already open.
      formRef.current = session;
      setForm(session);
      if (push && path && returnUrl) {
        lastPath.current = path;
        pushFormEntry(path, returnUrl);
      }
    },
    [updateUrl],
  );

  const closeFast = useCallback(() => {
    const target = fastRef.current?.returnFocus ?? null;
    fastRef.current = null;
    setFast(null);
    restoreFocus(focusReturnTarget(target));
  }, []);

  const open = useCallback(
    (request: ComposeRequest) => {
      if (request.mode === 'new' && !request.type) {
        // The compose button and its shortcut open fast compose and close it again (A§4.4).
        if (fastRef.current) {
          closeFast();
          return;
        }
        fastRef.current = { returnFocus: document.activeElement };
        setFast(fastRef.current);
        return;
      }
      fastRef.current = null;
      setFast(null);
      // The same form asked for again stays as it is; another one replaces it.
      if (formRef.current && sameRequest(formRef.current.request, request)) return;
      openForm(request);
    },
    [openForm, closeFast],
  );

  useEffect(() => {
    // `handle` first hands over the request that made the shell load this remote, if any; else the address
    // may be a post form route (a reload, a shared link).
    let handed = false;
    const subscription = bus.handle('compose:open').subscribe((request) => {
      handed = true;
      open(request);
    });
    const route = parseFormRoute(window.location.pathname);
    if (!handed && route) open(requestFromRoute(route));
    return () => subscription.unsubscribe();
    // Mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFormClosed = useCallback(() => {
    const session = formRef.current;
    formRef.current = null;
    setForm(null);
    if (!session?.returnUrl || !parseFormRoute(window.location.pathname)) return;
    if (session.pushed === window.location.pathname) {
      // Step back over the entry this form pushed, so Forward (not Back) would reopen it.
      window.history.back();
    } else {
      lastPath.current = new URL(session.returnUrl, window.location.href).pathname;
      window.history.replaceState(stateWithoutFormEntry(), '', session.returnUrl);
    }
  }, []);

  // Back, Forward and links: a form route opens its form; leaving the route asks the open form to close.
  useEffect(() => {
    const onRoute = () => {
      const { pathname } = window.location;
      if (pathname === lastPath.current) return;
      lastPath.current = pathname;
      const route = parseFormRoute(pathname);
      const session = formRef.current;
      if (route) {
        const request = requestFromRoute(route);
        if (!session || !sameRequest(session.request, request)) open(request);
        return;
      }
      const returnUrl = session?.returnUrl;
      if (!session || !returnUrl) return;
      void dismissRef.current?.().then((closed) => {
        const path = formPath(session.request, session.base);
        if (!closed && formRef.current === session && path) {
          lastPath.current = path;
          pushFormEntry(path, returnUrl);
        }
      });
    };
    window.addEventListener('popstate', onRoute);
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => {
      window.removeEventListener('popstate', onRoute);
      window.removeEventListener('single-spa:routing-event', onRoute);
    };
  }, [open]);

  const pickType = (type: CreatablePostType) => {
    // Focus goes back first (to the compose button, or the main region after the shortcut), so the form returns it there when it closes.
    closeFast();
    openForm({ mode: 'new', type });
  };

  return (
    <DialogProvider>
      <div data-remote="mfe-compose" data-compose-mode={form?.request.mode ?? (fast ? 'fast' : undefined)} hidden />
      {fast && <FastCompose onPick={pickType} onClose={closeFast} />}
      {form && (
        <PostForm
          key={form.id}
          request={form.request}
          base={form.base}
          onClosed={onFormClosed}
          dismissRef={dismissRef}
          inlineTarget={form.inlineTarget}
        />
      )}
    </DialogProvider>
  );
}
