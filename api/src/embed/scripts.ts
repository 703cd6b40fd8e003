/** The message an embed page sends its parent with its height. */
export const EMBED_SIZE_MESSAGE = 'tumbledash-embed:size';

/**
 * /embed/frame.js, inside the iframe: tells the embedding page the card's height whenever it changes.
 * Only a height travels, so any page may hear it.
 */
export const FRAME_SCRIPT = `(function () {
  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (!document.body.firstElementChild || document.body.firstElementChild.tagName === 'SCRIPT') height = 0;
    parent.postMessage({ type: '${EMBED_SIZE_MESSAGE}', height: height, href: location.href }, '*');
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(send).observe(document.documentElement);
  window.addEventListener('load', send);
  send();
})();
`;

/**
 * /embed.js, on the embedding page: turns each pasted embed code (a div.tumbledash-post with data-href) into
 * an iframe of the post, and keeps each iframe as tall as the card inside it. Nothing shows for a post that
 * is private or gone (its page has no height).
 */
export function embedScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function mount(holder) {
    var href = holder.getAttribute('data-href');
    if (!href || href.indexOf(ORIGIN + '/embed/post/') !== 0) return;
    var frame = document.createElement('iframe');
    frame.src = href;
    frame.title = 'Post on Tumbledash';
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('loading', 'lazy');
    frame.style.cssText = 'display:block;border:0;width:100%;height:0;max-width:' + (parseInt(holder.getAttribute('data-width'), 10) || 500) + 'px';
    holder.parentNode.replaceChild(frame, holder);
  }
  function mountAll() {
    var holders = document.querySelectorAll('div.tumbledash-post[data-href]');
    for (var i = 0; i < holders.length; i++) mount(holders[i]);
  }
  if (!window.__tumbledashEmbed) {
    window.__tumbledashEmbed = true;
    window.addEventListener('message', function (event) {
      if (event.origin !== ORIGIN || !event.data || event.data.type !== '${EMBED_SIZE_MESSAGE}') return;
      var frames = document.querySelectorAll('iframe');
      for (var i = 0; i < frames.length; i++) {
        if (frames[i].contentWindow === event.source) frames[i].style.height = Math.max(0, Number(event.data.height) || 0) + 'px';
      }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}
