// A live event page: every data-live-seconds, ask data-live-url for the changing part (an
// HTML fragment the server renders and escapes) with the ETag we hold, and put a new one in
// place of #live's contents; an unchanged event answers 304 and nothing moves.  No asking
// while the tab is hidden; none at all once the event is over (or its page is gone).
"use strict";
(function () {
  const live = document.getElementById("live");
  if (!live || !live.dataset.liveUrl) { return; }
  const url = live.dataset.liveUrl;
  const every = Math.max(1, parseFloat(live.dataset.liveSeconds) || 5) * 1000;
  let etag = live.dataset.liveEtag || "";
  let timer = null;
  let asking = false;
  let stopped = false;

  function over() {
    return live.querySelector("[data-over='yes']") !== null;
  }

  function schedule() {
    if (stopped || over()) { stopped = true; return; }
    if (timer === null && !asking && !document.hidden) { timer = window.setTimeout(ask, every); }
  }

  async function ask() {
    timer = null;
    if (stopped || document.hidden) { return; }
    asking = true;
    try {
      const headers = etag ? {"If-None-Match": etag} : {};
      const answer = await fetch(url, {headers: headers, cache: "no-store", credentials: "same-origin"});
      if (answer.status === 200) {
        const text = await answer.text();
        etag = answer.headers.get("ETag") || "";
        live.innerHTML = text;
      } else if (answer.status === 404) {
        stopped = true;  // the event, or its server's pages, are gone
      }
    } catch (error) {
      // Offline for a moment: ask again at the next turn.
    } finally {
      asking = false;
    }
    schedule();
  }

  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && timer === null && !asking && !stopped) { ask(); }
  });
  schedule();
})();
