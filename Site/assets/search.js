// docaudit search: reads the static index (search-index.js, loaded by the search page) and
// shows the matching symbols. Works from file:// and any static host; every page is usable
// without it. Results are built with DOM calls and textContent only, never as HTML.
(function () {
  "use strict";

  var LIMIT = 50;

  function score(entry, query) {
    var name = entry.n.toLowerCase();
    var title = entry.t.toLowerCase();
    if (name === query || title === query) return 0;
    if (name.indexOf(query) === 0) return 1;
    if (title.indexOf(query) === 0) return 2;
    if (name.indexOf(query) > 0) return 3;
    if (title.indexOf(query) >= 0) return 4;
    if (entry.m.toLowerCase().indexOf(query) >= 0) return 5;
    if (entry.s.toLowerCase().indexOf(query) >= 0) return 6;
    return -1;
  }

  function search(entries, text) {
    var query = text.trim().toLowerCase();
    if (!query) return [];
    var hits = [];
    for (var i = 0; i < entries.length; i++) {
      var rank = score(entries[i], query);
      if (rank >= 0) hits.push({ rank: rank, entry: entries[i], order: i });
    }
    hits.sort(function (a, b) {
      return a.rank - b.rank || a.entry.t.length - b.entry.t.length || a.order - b.order;
    });
    return hits.slice(0, LIMIT).map(function (hit) { return hit.entry; });
  }

  function render(list, status, entries, text) {
    var results = search(entries, text);
    while (list.firstChild) list.removeChild(list.firstChild);
    results.forEach(function (entry) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = entry.u;
      link.textContent = entry.t;
      item.appendChild(link);
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = entry.k + " · " + entry.m;
      item.appendChild(kind);
      if (entry.s) {
        var summary = document.createElement("p");
        summary.textContent = entry.s;
        item.appendChild(summary);
      }
      list.appendChild(item);
    });
    // The texts come from the page, in the site's language: {n} a count, {q} the query,
    // {first} the note that only the first results are shown.
    function said(name) { return status.getAttribute("data-" + name) || ""; }
    if (!text.trim()) {
      status.textContent = said("prompt");
    } else if (results.length === 0) {
      status.textContent = said("none").replace("{q}", function () { return text.trim(); });
    } else {
      var first = results.length === LIMIT ? said("first").replace("{n}", String(LIMIT)) : "";
      status.textContent = said(results.length === 1 ? "one" : "many")
        .replace("{n}", String(results.length)).replace("{first}", first);
    }
  }

  function queryParameter() {
    var match = /[?&]q=([^&#]*)/.exec(window.location.search);
    if (!match) return "";
    try { return decodeURIComponent(match[1].replace(/\+/g, " ")); } catch (error) { return ""; }
  }

  // The navigator's filter: shows the entries whose name holds the text, with the entries
  // around them, and opens what it shows; the navigator works without it.
  function filterNavigator(navigator, text) {
    var query = text.trim().toLowerCase();
    var items = navigator.querySelectorAll("li");
    for (var index = items.length - 1; index >= 0; index--) {
      var item = items[index];
      var link = item.querySelector("a");
      var matches = !query || (link !== null && link.textContent.toLowerCase().indexOf(query) !== -1);
      var shownChild = item.querySelector("li:not([hidden])") !== null;
      item.hidden = !(matches || shownChild);
    }
    navigator.querySelectorAll("details").forEach(function (details) {
      if (!details.hasAttribute("data-was-open")) details.setAttribute("data-was-open", details.open ? "1" : "0");
      details.open = query ? true : details.getAttribute("data-was-open") === "1";
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var navigator = document.getElementById("navigator");
    var filter = document.getElementById("navigator-filter");
    if (navigator && filter) {
      filter.hidden = false;
      filter.addEventListener("input", function () { filterNavigator(navigator, filter.value); });
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    var list = document.getElementById("search-results");
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    if (!list || !input || !status) return;
    var entries = window.docauditSearchIndex || [];
    input.value = queryParameter();
    render(list, status, entries, input.value);
    input.addEventListener("input", function () {
      render(list, status, entries, input.value);
    });
    input.focus();
  });
})();
