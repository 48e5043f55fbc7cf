// A finished game's page: step through its moves with the links or the arrow keys.  Each
// step is a fragment of the page asked from the server once (and its neighbours ahead of
// time), so a long game's page stays small; without this script the links still work.
"use strict";
(function () {
  const nav = document.querySelector(".stepper");
  if (!nav) { return; }
  const last = parseInt(nav.dataset.last, 10);
  const base = nav.dataset.steps;
  const lang = nav.dataset.lang;
  const fragments = new Map();
  let shown = parseInt(nav.dataset.step, 10);
  let wanted = shown;
  const targets = {
    first: () => 0, back: () => Math.max(shown - 1, 0),
    next: () => Math.min(shown + 1, last), last: () => last,
  };

  function fragment(step) {
    if (!fragments.has(step)) {
      const asked = fetch(base + step + "?lang=" + encodeURIComponent(lang), {credentials: "same-origin"})
        .then((answer) => {
          if (!answer.ok) { throw new Error("step " + step + ": " + answer.status); }
          return answer.text();
        });
      asked.catch(() => fragments.delete(step));
      fragments.set(step, asked);
    }
    return fragments.get(step);
  }

  function links() {
    nav.querySelectorAll("a[data-go]").forEach((a) => {
      const target = targets[a.dataset.go]();
      a.href = "?step=" + target;
      a.setAttribute("aria-disabled", String(target === shown));
    });
  }

  async function show(step) {
    if (step < 0 || step > last || step === wanted) { return; }
    wanted = step;
    let html;
    try {
      html = await fragment(step);
    } catch (error) {
      window.location.search = "?step=" + step;  // the server draws it as a whole page instead
      return;
    }
    if (wanted !== step) { return; }  // a later key press won
    const current = document.querySelector("section.step");
    const holder = document.createElement("div");
    holder.innerHTML = html;  // the server's own escaped fragment
    current.replaceWith(holder.firstElementChild);
    shown = step;
    nav.dataset.step = String(step);
    links();
    const url = new URL(window.location.href);
    url.searchParams.set("step", String(step));
    window.history.replaceState(null, "", url);
    [step - 1, step + 1].filter((n) => n >= 0 && n <= last).forEach((n) => fragment(n).catch(() => {}));
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
  links();
})();
