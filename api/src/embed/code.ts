/** The inputs of an embed code (A§3.8 "Embed code inputs"). */
export interface EmbedCodeInput {
  embed_host: string;
  secure_assets_host: string;
  tumblelog_name: string;
  tumblelog_mention_key: string;
  post_id: string;
  post_url: string;
  embed_key: string;
  embed_did: string;
  language?: string;
  width?: number;
}

export const EMBED_DEFAULT_WIDTH = 500;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The address of the page the embed's iframe shows. */
export function embedPageUrl(input: Pick<EmbedCodeInput, 'embed_host' | 'tumblelog_name' | 'post_id' | 'embed_key'>): string {
  return `${input.embed_host}/embed/post/${encodeURIComponent(input.tumblelog_name)}/${input.post_id}?key=${encodeURIComponent(input.embed_key)}`;
}

/**
 * The snippet a person pastes into another site: a link to the post (what shows without scripts) that
 * embed.js turns into an iframe sized to the post.
 */
export function embedCode(input: EmbedCodeInput): string {
  const data = [
    `data-href="${attribute(embedPageUrl(input))}"`,
    `data-did="${attribute(input.embed_did)}"`,
    `data-mention-key="${attribute(input.tumblelog_mention_key)}"`,
    `data-language="${attribute(input.language ?? 'en_US')}"`,
    `data-width="${input.width ?? EMBED_DEFAULT_WIDTH}"`,
  ].join(' ');
  return (
    `<div class="tumbledash-post" ${data}><a href="${attribute(input.post_url)}">${attribute(input.post_url)}</a></div>` +
    `<script async src="${attribute(input.secure_assets_host)}/embed.js" charset="utf-8"></script>`
  );
}
