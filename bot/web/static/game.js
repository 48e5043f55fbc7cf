// A finished game's page: step through its moves with the links or the arrow keys, without
// asking the server again (every step is on the page; only the shown one is visible).
"use strict";
(function () {
  const nav = document.querySelector(".stepper");
  if (!nav) { return; }
  const last = parseInt(nav.dataset.last, 10);
  const steps = Array.from(document.querySelectorAll("section.step"));
  let shown = steps.findIndex((s) => !s.hidden);
  const targets = {
    first: () => 0, back: () => Math.max(shown - 1, 0),
    next: () => Math.min(shown + 1, last), last: () => last,
  };
  function mark() {  // each link leads to its step; one that leads nowhere new is disabled
    nav.querySelectorAll("a[data-go]").forEach((a) => {
      const target = targets[a.dataset.go]();
      a.href = "?step=" + target;
      a.setAttribute("aria-disabled", String(target === shown));
    });
  }
  function show(step) {
    if (step === shown || step < 0 || step > last) { return; }
    steps[shown].hidden = true;
    steps[step].hidden = false;
    const img = steps[step].querySelector("img");
    if (img) { img.loading = "eager"; }
    shown = step;
    mark();
    const url = new URL(window.location.href);
    url.searchParams.set("step", String(step));
    window.history.replaceState(null, "", url);
  }
  nav.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-go]");
    if (!link) { return; }
    event.preventDefault();
    show(targets[link.dataset.go]());
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    const go = {ArrowLeft: "back", ArrowRight: "next", Home: "first", End: "last"}[event.key];
    if (!go) { return; }
    event.preventDefault();
    show(targets[go]());
  });
  mark();
})();
