// docaudit search: reads the static index (search-index.js, loaded by the search page) and
// shows the entries that every word of the query matches, by name, summary or discussion,
// names first. Works from file:// and any static host; every page is usable without it.
// Results are built with DOM calls and textContent only, never as HTML.
(function () {
  "use strict";

  var LIMIT = 50;

  // The parts of a name a reader types: camel-case humps ("URLSession" is "url", "session"),
  // runs of digits, and runs of letters of scripts without case (Korean), lowercased.
  var HUMP = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|[\p{L}\p{M}]+/gu;

  function humps(text) {
    return (text.match(HUMP) || []).map(function (hump) { return hump.toLowerCase(); });
  }

  // Whether `word` is consumed by the humps from `start` on, each giving a prefix of itself
  // ("ps" and "parstrat" match "ParsingStrategy"): 1 when each hump is taken whole, 2 when
  // some only in part, 0 when it does not match.
  function consumes(parts, start, word) {
    if (!word) return 1;
    if (start >= parts.length) return 0;
    var part = parts[start];
    for (var length = Math.min(part.length, word.length); length > 0; length--) {
      if (word.lastIndexOf(part.slice(0, length), 0) !== 0) continue;
      var rest = consumes(parts, start + 1, word.slice(length));
      if (rest) return length === part.length ? rest : 2;
    }
    return 0;
  }

  function humpMatch(parts, word) {
    var best = 0;
    for (var start = 0; start < parts.length && best !== 1; start++) {
      var found = consumes(parts, start, word);
      if (found && (!best || found < best)) best = found;
    }
    return best;
  }

  function anyPrefixed(words, word) {
    for (var i = 0; i < words.length; i++) if (words[i].lastIndexOf(word, 0) === 0) return true;
    return false;
  }

  // An entry with what the search compares, made once when the index loads.
  function prepare(entry, order) {
    var base = entry.n.replace(/\(.*$/, "");
    return {
      entry: entry, order: order,
      base: base.toLowerCase(), title: entry.t.toLowerCase(),
      humps: humps(base), module: entry.m.toLowerCase(),
      summary: humps(entry.s), body: entry.w ? entry.w.split(" ") : [],
      // At equal match: a page (a type, an article) before a place on one (a member), an
      // outer type before a nested one, a short name before a long one.
      onPage: entry.u.indexOf("#") >= 0 ? 1 : 0,
      depth: entry.t.split(".").length
    };
  }

  // How well one word of the query matches an entry, best first: 1 the name or whole humps
  // of it ("help" in "ArgumentHelp"), 2 hump prefixes ("PS"), 3 elsewhere in the name or its
  // enclosing types, 4 the module or a word of the summary, 5 a word of the discussion;
  // -1 nowhere.
  function tier(prepared, word) {
    if (prepared.base === word) return 1;
    var hump = humpMatch(prepared.humps, word);
    if (hump) return hump;
    if (prepared.title.indexOf(word) >= 0) return 3;
    if (prepared.module.lastIndexOf(word, 0) === 0 || anyPrefixed(prepared.summary, word)) return 4;
    if (anyPrefixed(prepared.body, word)) return 5;
    return -1;
  }

  // Every word of the query must match; the entry's rank is the sum of its words' tiers.
  function score(prepared, words) {
    var total = 0;
    for (var i = 0; i < words.length; i++) {
      var found = tier(prepared, words[i]);
      if (found < 0) return -1;
      total += found;
    }
    return total;
  }

  function search(prepared, text) {
    var words = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}_]+/u).filter(Boolean);
    if (!words.length) return [];
    var hits = [];
    for (var i = 0; i < prepared.length; i++) {
      var rank = score(prepared[i], words);
      if (rank >= 0) hits.push({ rank: rank, prepared: prepared[i] });
    }
    hits.sort(function (a, b) {
      var x = a.prepared, y = b.prepared;
      return a.rank - b.rank || x.onPage - y.onPage || x.depth - y.depth || x.base.length - y.base.length ||
        x.entry.t.length - y.entry.t.length || x.order - y.order;
    });
    return hits.slice(0, LIMIT).map(function (hit) { return hit.prepared.entry; });
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

  // "/" goes to the search box from anywhere on a page, as on most documentation sites,
  // unless the reader is typing in a field.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    var box = document.getElementById("search-input") || document.getElementById("site-search-input");
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  });

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
    var entries = (window.docauditSearchIndex || []).map(prepare);
    input.value = queryParameter();
    render(list, status, entries, input.value);
    input.addEventListener("input", function () {
      render(list, status, entries, input.value);
    });
    input.focus();
  });
})();
