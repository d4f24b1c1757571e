// Issue 22 (teachers): an embed page tells the page that frames it how tall it is, so that the
// <iframe> of the copied embed code grows to the example instead of clipping it at a fixed height
// (820 px clipped 87 of 584 example/width combinations). The message names its kind and the example;
// the few lines copied with the <iframe> resize only the frame that sent it, and only when it comes
// from this site's origin. Without those lines (a platform that strips scripts) the fixed height stays.

/** The `type` of the message an embed page posts to its parent. */
export const EMBED_HEIGHT = 'colt-rules:embed-height';

/** What an embed page posts to its parent: the example's id and its page's height in CSS pixels. */
export interface EmbedHeightMessage {
  readonly type: typeof EMBED_HEIGHT;
  readonly id: string;
  readonly height: number;
}

/** The message (src/site/Embed.astro's script writes the same, its type read from the page). */
export function embedHeightMessage(id: string, height: number): EmbedHeightMessage {
  return { type: EMBED_HEIGHT, id, height: Math.ceil(height) };
}

/** The attribute of the copied <iframe> naming its example (the listener matches it with the message's id). */
export const EMBED_FRAME_ATTR = 'data-colt-rules-embed';

/**
 * The listener copied with the <iframe>: on a message from `origin` of the right type, it sets the height
 * of the <iframe> whose window sent it (and that shows that example). Installed once per page, however
 * many embeds the page holds. Plain ES5, no quotes that HTML would need escaped.
 */
export function embedListener(origin: string): string {
  const o = JSON.stringify(origin);
  return (
    `<script>(function(w){if(w.coltRulesEmbeds)return;w.coltRulesEmbeds=1;` +
    `w.addEventListener("message",function(e){var d=e.data;` +
    `if(e.origin!==${o}||!d||d.type!=="${EMBED_HEIGHT}"||typeof d.height!=="number")return;` +
    `var f=document.querySelectorAll("iframe[${EMBED_FRAME_ATTR}]");` +
    `for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source&&f[i].getAttribute("${EMBED_FRAME_ATTR}")===d.id)f[i].style.height=d.height+"px"})})(window)</script>`
  );
}
