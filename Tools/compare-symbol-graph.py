#!/usr/bin/env python3
"""Compares `docaudit symbols` with the compiler's symbol graphs: what DocC documents.

usage: compare-symbol-graph.py [--docaudit BIN] [--show N] [--json FILE] GRAPH_DIR SOURCE_ROOT...

GRAPH_DIR holds the `*.symbols.json` files of one build, e.g.

    swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc DIR

(extended modules come as `Module@Other.symbols.json`; extension blocks, `swift.extension`,
only with `-Xswiftc -emit-extension-block-symbols`). Runs `BIN symbols --format json` on each
SOURCE_ROOT (default BIN: `docaudit` on PATH) and matches declarations by file, line and base
name (the name before its `(`): the graph's `location` is the declaration's name (the keyword
for `init`, `subscript`, `deinit`), docaudit's `line` its keyword, and the two stand on one line.

Reported, grouped by cause:
  - graph symbols under a SOURCE_ROOT that docaudit has as not visible, or not at all;
  - graph symbols whose documentation disagrees with docaudit's `documented`. The graph's side
    is a `docComment` with text that is not only white space, and the symbol's own: without
    `-skip-inherited-docs` an override or a default implementation without one carries the
    comment of the declaration it inherits from, which stands in another file or before
    another declaration; such comments count as none (and are counted apart);
  - declarations docaudit calls visible that no graph symbol stands for, in files of the
    modules the graphs cover (a file under a root holding no symbol of any graph is only
    counted: its module may not have been built). Extensions are left out of this direction:
    a graph holds no symbol for an extension of the module's own types, and one for another
    module's type only with extension block symbols.

Synthesized symbols (a protocol extension's member copied into each conforming type, its
precise identifier holding `::SYNTHESIZED::`) stand at the declaration they copy and are
counted with it. Developer-only (stdlib only); never part of `make test`.
"""
import argparse
import collections
import glob
import json
import os
import subprocess
import sys
import urllib.parse


def base_name(name):
    cut = name.find("(")
    return name if cut < 0 else name[:cut]


def record_name(record):
    """The name a graph symbol has for a docaudit record: an extension's block symbol is named
    by the extended type's last component (`Dictionary.Keys<K>` is `Keys`)."""
    if record["kind"] == "extension":
        return record["name"].split("<")[0].split(".")[-1]
    return base_name(record["name"])


def uri_path(uri):
    parsed = urllib.parse.urlparse(uri)
    return os.path.realpath(urllib.parse.unquote(parsed.path))


def own_doc_text(symbol):
    doc = symbol.get("docComment")
    if not doc:
        return None
    return "\n".join(line.get("text", "") for line in doc.get("lines", []))


def load_graphs(graph_dir):
    """Graph symbols with a location, as dicts with the fields compared."""
    symbols = []
    files = sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json")))
    if not files:
        sys.exit("no *.symbols.json in %s" % graph_dir)
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        module = graph.get("module", {}).get("name", "?")
        for symbol in graph.get("symbols", []):
            location = symbol.get("location")
            if not location:
                continue
            doc = symbol.get("docComment")
            doc_lines = [line["range"]["start"]["line"] + 1 for line in (doc or {}).get("lines", []) if "range" in line]
            symbols.append({
                "graph": os.path.basename(path),
                "module": module,
                "kind": symbol["kind"]["identifier"],
                "path": ".".join(symbol.get("pathComponents", [])),
                # A nested type's title is its dotted path: the last component is its own name.
                "name": (symbol.get("pathComponents") or [symbol.get("names", {}).get("title", "")])[-1],
                "file": uri_path(location["uri"]),
                "line": location["position"]["line"] + 1,
                "synthesized": "::SYNTHESIZED::" in symbol["identifier"]["precise"],
                "doc_file": uri_path(doc["uri"]) if doc and doc.get("uri") else None,
                "doc_first": min(doc_lines) if doc_lines else None,
                "doc_last": max(doc_lines) if doc_lines else None,
                "doc_text": own_doc_text(symbol),
            })
    return symbols


def run_docaudit(binary, root):
    result = subprocess.run([binary, "symbols", os.path.abspath(root), "--format", "json"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=False)
    if result.returncode not in (0, 2):
        sys.exit("%s symbols %s failed (%d)" % (binary, root, result.returncode))
    records = json.loads(result.stdout.decode("utf-8"))
    for record in records:
        record["file"] = os.path.realpath(record["file"])
    return records


def conditional_branches(path):
    """The `#if` branches around each line, outermost first, each as its directive line
    (`#else` as `#else of #if X`): a developer's reading of directives at line starts, enough
    to tell which conditions the compiler may have found false."""
    result = {}
    stack = []
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, start=1):
            text = line.strip()
            word = text.split(None, 1)[0] if text else ""
            if word == "#if":
                stack.append([text, text])
            elif word == "#elseif" and stack:
                stack[-1][1] = text
            elif word == "#else" and stack:
                stack[-1][1] = "#else of " + stack[-1][0]
            elif word == "#endif" and stack:
                stack.pop()
            elif stack:
                result[number] = " > ".join("`%s`" % branch for _, branch in stack)
    return result


def under(path, roots):
    return any(path == root or path.startswith(root + os.sep) for root in roots)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--docaudit", default="docaudit")
    parser.add_argument("--show", type=int, default=5, help="examples shown per cause")
    parser.add_argument("--json", help="also write the counts as JSON to this file")
    parser.add_argument("graph_dir")
    parser.add_argument("roots", nargs="+")
    options = parser.parse_args()
    roots = [os.path.realpath(root) for root in options.roots]

    graph = load_graphs(options.graph_dir)
    in_roots = [symbol for symbol in graph if under(symbol["file"], roots)]
    records = []
    for root in roots:
        records.extend(run_docaudit(options.docaudit, root))

    by_place = collections.defaultdict(list)
    lines_by_file = collections.defaultdict(list)
    for record in records:
        by_place[(record["file"], record["line"], record_name(record))].append(record)
        lines_by_file[record["file"]].append(record["line"])
    for lines in lines_by_file.values():
        lines.sort()

    def is_own(symbol):
        """Whether the symbol's doc comment is its declaration's, not an inherited one."""
        if symbol["doc_text"] is None or symbol["doc_last"] is None:
            return symbol["doc_text"] is not None
        if symbol["doc_file"] != symbol["file"] or symbol["doc_last"] >= symbol["line"]:
            return False
        # Another declaration between the comment and this one: the comment is that one's.
        return not any(symbol["doc_last"] < line < symbol["line"] for line in lines_by_file[symbol["file"]])

    causes = collections.defaultdict(list)
    agree = 0
    inherited_docs = 0
    covered_places = set()
    for symbol in in_roots:
        place = (symbol["file"], symbol["line"], base_name(symbol["name"]))
        found = by_place.get(place, [])
        if symbol["kind"] == "swift.extension":
            found = [record for record in found if record["kind"] == "extension"]
        else:
            found = [record for record in found if record["kind"] != "extension"]
        covered_places.add(place)
        label = "%s:%d %s %s%s" % (os.path.relpath(symbol["file"]), symbol["line"], symbol["kind"], symbol["path"],
                                  " (synthesized)" if symbol["synthesized"] else "")
        if not found:
            causes["graph symbol docaudit does not report"].append(label)
            continue
        if not any(record["visible"] for record in found):
            suffix = " (synthesized copy)" if symbol["synthesized"] else ""
            causes["graph symbol docaudit calls not visible" + suffix].append(label)
            continue
        documented_graph = symbol["doc_text"] is not None and symbol["doc_text"].strip() != ""
        if documented_graph and not is_own(symbol):
            inherited_docs += 1
            documented_graph = False
        documented_docaudit = any(record["visible"] and record["documented"] for record in found)
        if documented_graph != documented_docaudit:
            which = "documented in the graph only" if documented_graph else "documented in docaudit only"
            causes[which].append(label)
            continue
        agree += 1

    graphed_files = {symbol["file"] for symbol in graph}
    branches = {}
    only_docaudit = 0
    extensions_left_out = 0
    for record in records:
        if not record["visible"]:
            continue
        if record["kind"] == "extension":
            extensions_left_out += 1
            continue
        place = (record["file"], record["line"], record_name(record))
        if place in covered_places:
            continue
        only_docaudit += 1
        if record["file"] not in branches:
            branches[record["file"]] = conditional_branches(record["file"])
        branch = branches[record["file"]].get(record["line"])
        cause = "visible in docaudit, not in the graph"
        cause += ": in " + branch if branch else " (outside any #if)"
        parent = (record["parent"] + ".") if record["parent"] else ""
        causes[cause].append(
            "%s:%d %s %s%s" % (os.path.relpath(record["file"]), record["line"], record["kind"], parent, record["name"]))

    disagree = sum(len(items) for items in causes.values())
    print("graph symbols with a location: %d (under the roots: %d)" % (len(graph), len(in_roots)))
    print("  synthesized: %d; own doc comments replaced by inherited ones: %d" %
          (sum(1 for symbol in in_roots if symbol["synthesized"]), inherited_docs))
    print("docaudit declarations: %d, visible: %d (extensions left out: %d; in files holding no graph symbol: %d)" %
          (len(records), sum(1 for record in records if record["visible"]), extensions_left_out,
           sum(1 for record in records if record["visible"] and record["kind"] != "extension"
               and record["file"] not in graphed_files)))
    print("agree: %d of %d graph symbols; disagreements: %d" % (agree, len(in_roots), disagree))
    for cause in sorted(causes):
        items = causes[cause]
        print("  %s: %d" % (cause, len(items)))
        for item in items[:options.show]:
            print("      " + item)
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump({"graph_symbols": len(graph), "under_roots": len(in_roots), "agree": agree,
                       "inherited_docs": inherited_docs, "only_docaudit": only_docaudit,
                       "causes": {cause: len(items) for cause, items in causes.items()}}, handle, indent=2)
    return 0 if disagree == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
