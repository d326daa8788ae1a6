import { APP_BANNER_ASK_AGAIN_MS, STORAGE_KEYS } from './storage-keys'

/**
 * Runs before first paint, so nothing flashes: marks visitors from the mobile app (`?device=app`, kept in
 * local storage; `?device=web` forgets it) and a recently dismissed app banner as attributes on <html>,
 * which the CSS in globals.css turns into hidden elements.
 */
const script = `(function(){try{var d=document.documentElement,s=window.localStorage,v=new URLSearchParams(location.search).get('device');
if(v==='app')s.setItem(${JSON.stringify(STORAGE_KEYS.fromApp)},'1');else if(v)s.removeItem(${JSON.stringify(STORAGE_KEYS.fromApp)});
if(s.getItem(${JSON.stringify(STORAGE_KEYS.fromApp)})==='1')d.setAttribute('data-from-app','');
var t=Number(s.getItem(${JSON.stringify(STORAGE_KEYS.appBannerDismissedAt)}));if(t&&Date.now()-t<${APP_BANNER_ASK_AGAIN_MS})d.setAttribute('data-app-banner-dismissed','');}catch(e){}})();`

export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
