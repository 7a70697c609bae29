// A server-rendered page shows its buttons before its JavaScript has hydrated them; a tap in that gap would be lost
// (Add to cart on a slow phone). This inline script keeps such taps and replays them once the page is hydrated.
import { createHash } from "node:crypto";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "#contract/pages.ts";

const SOURCE = `(function(){var d=document,h=d.documentElement,q=[];
function live(){return h.hasAttribute("${HYDRATED_ATTRIBUTE}")}
function keep(e){var t=e.target;var b=t&&t.closest?t.closest("button:not([disabled]),[role=button]"):null;
if(!b||live())return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}
d.addEventListener("click",keep,true);
d.addEventListener("${HYDRATED_EVENT}",function(){var k=q;q=[];k.forEach(function(b){
if(b.isConnected&&!b.disabled)b.click()})})})();`;

/** The script tag, for the head of every page. */
export const EARLY_INPUT_SCRIPT = `<script>${SOURCE}</script>`;

/** Its hash, so the Content-Security-Policy allows this one inline script and no other. */
export const EARLY_INPUT_HASH = `'sha256-${createHash("sha256").update(SOURCE).digest("base64")}'`;
