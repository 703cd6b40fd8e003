import { useEffect, useState } from 'react';
import { api, Avatar, type ExploreSplash } from '@tumbledash/shared';
import { SpaLink } from '../header/spa-link';

/** B§2 "Mobile drawer for logged-out users": Log in, Get started, and a splash image with its blog. */
export function LoggedOutDrawer({ onDone }: { onDone: () => void }) {
  const [splash, setSplash] = useState<ExploreSplash['splash']>(null);
  useEffect(() => {
    let live = true;
    api.get<ExploreSplash>('/svc/explore/splash').then(
      (answer) => live && setSplash(answer.splash),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <nav aria-label="Main">
      <ul className="td-mh__list">
        <li>
          <SpaLink href="/login" className="td-mh__item" onClick={onDone}>
            Log in
          </SpaLink>
        </li>
        <li>
          <SpaLink href="/register" className="td-mh__item td-mh__item--primary" onClick={onDone}>
            Get started
          </SpaLink>
        </li>
      </ul>
      {splash && (
        <figure className="td-mh__splash">
          <img className="td-mh__splash-image" src={splash.image_url} alt="" />
          <figcaption>
            <Avatar src={splash.blog.avatar_url} name={splash.blog.name} size={24} />
            <span>Posted by {splash.blog.name}</span>
          </figcaption>
        </figure>
      )}
    </nav>
  );
}
