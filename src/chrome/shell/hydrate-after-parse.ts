/**
 * Inline script (in <head>, before any chunk runs) that holds Turbopack's entry registration, the one that
 * starts React's hydration, until the document is parsed. Next emits that registration (`<script id="_R_">`)
 * right after the server HTML and before the RSC payload; started there, hydration competes with parsing the
 * payload and Chrome holds the first paint back by about a second on a mid-range phone (measured with
 * Lighthouse: home page FCP 1.2 s against 0.2 s when the registration comes last). Chunk code still downloads
 * and registers at once; only the entry waits for DOMContentLoaded, which Next's client needs anyway to close
 * the RSC stream. It waits for the event itself, not for the end of parsing: deferred scripts run in between
 * (the consent runtime, which must set Consent Mode's defaults before any component pushes to the data layer). The runtime reads `globalThis.TURBOPACK` as an array of pending registrations and then
 * replaces it with `{ push }`: both are wrapped so that the entry (the one registration that is not an array)
 * is queued while the document is loading. It is released after the first frame following DOMContentLoaded has
 * painted (a frame, then a task), or after 250 ms when no frame comes (a tab in the background): started at
 * DOMContentLoaded itself, hydration can run before the browser's first paint and hold it back for as long as it
 * takes (observed FCP 1.3 s instead of 0.2 s on a busy machine).
 */
export const HYDRATE_AFTER_PARSE_SCRIPT = `(function(){var g=globalThis,held=[],parsed=false,loading=function(){return !parsed};
var pending=[],push=pending.push;pending.push=function(c){if(!Array.isArray(c)&&loading()){held.push(c);return pending.length}return push.call(pending,c)};
var current=pending;Object.defineProperty(g,'TURBOPACK',{configurable:true,get:function(){return current},set:function(v){if(Array.isArray(v)){current=v;return}
current={push:function(c){if(!Array.isArray(c)&&loading()){held.push(c);return}return v.push(c)}}}});
var release=function(){while(held.length)current.push(held.shift())};
document.addEventListener('DOMContentLoaded',function(){parsed=true;requestAnimationFrame(function(){setTimeout(release,0)});setTimeout(release,250)})})();`
