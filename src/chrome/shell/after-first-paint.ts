/** The attribute that scripts/lib/first-paint-page.ts gives Next's chunk scripts in place of `src`. */
export const DEFERRED_SRC_ATTRIBUTE = 'data-deferred-src'

/** The id of the inline script below: the server defers a page's chunk scripts only when the page carries it. */
export const AFTER_FIRST_PAINT_SCRIPT_ID = 'after-first-paint'

/**
 * Inline script, first in <head>, that holds the page's JavaScript back until the page has painted its first
 * content:
 *
 * - Next's chunks download only then. The web server (scripts/web-server.ts) writes each `<script src async>` of
 *   `/_next/static` as `<script data-deferred-src>` and drops the chunk preload; this script inserts them at the
 *   first paint, and those parsed later (the entry comes after the server HTML) at DOMContentLoaded. Fetched with
 *   the page, the chunks (about 200 KB) competed with the stylesheet and the HTML on a slow link, and Lighthouse
 *   counts every download that ends before the largest paint as holding it back: home page LCP about 2.4 s
 *   against 0.65 s for a bare page of the same stack.
 * - Turbopack's entry registration, the one that starts React's hydration (Next emits it inline, right after the
 *   server HTML), waits for the first paint and for DOMContentLoaded. Started earlier, hydration competes with
 *   parsing the RSC payload and can run before the first paint and hold it back (observed FCP 1.3 s instead of
 *   0.2 s on a busy machine). It also makes hydration come after the deferred consent runtime, which must set
 *   Consent Mode's defaults before any component pushes to the data layer, even where the server did not defer
 *   the chunks (`next dev`). The runtime reads `globalThis.TURBOPACK` as an array of pending registrations and
 *   then replaces it with `{ push }`: both are wrapped so that the entry (the one registration that is not an
 *   array) is queued until then. Chunks that arrive earlier only register their modules.
 *
 * The first paint is the `first-contentful-paint` entry, reported once the frame is on screen. A tab in the
 * background paints nothing, and some browsers report no paint entries: they do not wait for one, and no page
 * waits more than 3 s.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(){var g=globalThis,d=document,painted=false,parsed=false,held=[];
var ready=function(){return painted&&parsed};
var pending=[],push=pending.push;pending.push=function(c){if(!Array.isArray(c)&&!ready()){held.push(c);return pending.length}return push.call(pending,c)};
var current=pending;Object.defineProperty(g,'TURBOPACK',{configurable:true,get:function(){return current},set:function(v){if(Array.isArray(v)){current=v;return}
current={push:function(c){if(!Array.isArray(c)&&!ready()){held.push(c);return}return v.push(c)}}}});
var load=function(){if(!painted)return;var tags=d.querySelectorAll('script[${DEFERRED_SRC_ATTRIBUTE}]');
for(var i=0;i<tags.length;i++){var s=d.createElement('script');s.src=tags[i].getAttribute('${DEFERRED_SRC_ATTRIBUTE}');s.async=true;tags[i].removeAttribute('${DEFERRED_SRC_ATTRIBUTE}');d.head.appendChild(s)}
if(ready())while(held.length)current.push(held.shift())};
var paint=function(){if(!painted){painted=true;load()}};
if(d.readyState!=='loading')parsed=true;else d.addEventListener('DOMContentLoaded',function(){parsed=true;load()});
var P=g.PerformanceObserver,types=P&&P.supportedEntryTypes;
if(d.visibilityState!=='visible'||!types||types.indexOf('paint')<0)paint();
else{new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(paint,0)}}).observe({type:'paint',buffered:true});setTimeout(paint,3000)}})();`
