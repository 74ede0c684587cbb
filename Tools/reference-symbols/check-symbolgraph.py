#!/usr/bin/env python3
"""Checks reference-symbols' doc attachment against a real module's symbol graph.

usage: check-symbolgraph.py [--show N] REFERENCE_BIN SOURCE_DIR SYMBOLGRAPH_FILE...

SOURCE_DIR is the module's source folder; the symbol graph files come from building that module
and running e.g. `swift-symbolgraph-extract -module-name M -I <modules> -output-dir DIR
-minimum-access-level private -include-spi-symbols -emit-extension-block-symbols
-skip-inherited-docs` (without the last flag, symbols without docs get their protocol
requirement's; those are skipped when they come from another file, not from the same file). Every symbol
whose location is a file under SOURCE_DIR is matched with the reference record on the same file
and line with the same name, and the compiler's doc (documented: some non-blank line; summary:
first non-blank line, trimmed) is compared with the reference's. Prints the counts and the first
N disagreements; exits 1 if there is any. Developer-only; stdlib only.
"""
import argparse
import json
import os
import subprocess
import sys
import urllib.parse


def simple_name(name, kind):
    if kind in ("swift.enum.case",):
        return name.split("(")[0]
    return name


def own_doc(doc, location):
    """Whether a docComment was written on the symbol itself (not inherited from elsewhere)."""
    if doc.get("uri") != location["uri"]:
        return False
    ranges = [entry["range"] for entry in doc.get("lines", []) if "range" in entry]
    return not ranges or ranges[-1]["end"]["line"] <= location["position"]["line"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--show", type=int, default=10)
    parser.add_argument("reference")
    parser.add_argument("source_dir")
    parser.add_argument("graphs", nargs="+")
    args = parser.parse_args()
    root = os.path.realpath(args.source_dir)

    ours = {}
    output = subprocess.run([args.reference, root], capture_output=True, text=True).stdout
    for raw in output.splitlines():
        record = json.loads(raw)
        name = record["name"]
        if record["kind"] == "extension":
            name = name.split("<")[0].split(".")[-1]
        ours.setdefault((os.path.realpath(record["file"]), record["line"], name), record)

    checked = unmatched = inherited = 0
    disagreements = []
    seen = set()
    for graph_path in args.graphs:
        graph = json.load(open(graph_path, encoding="utf-8"))
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location:
                continue
            path = urllib.parse.unquote(urllib.parse.urlparse(location["uri"]).path)
            if not os.path.realpath(path).startswith(root + os.sep):
                continue
            line = location["position"]["line"] + 1
            kind = symbol["kind"]["identifier"]
            name = simple_name(symbol["pathComponents"][-1], kind)
            key = (os.path.realpath(path), line, name)
            if key in seen:
                continue
            seen.add(key)
            record = ours.get(key)
            if record is None:
                unmatched += 1
                continue
            doc = symbol.get("docComment")
            if doc and not own_doc(doc, location):
                inherited += 1
                doc = None  # filled in from a protocol requirement or an overridden declaration
            lines = [entry["text"] for entry in doc["lines"]] if doc else []
            nonblank = [text.strip() for text in lines if text.strip()]
            compiler = (bool(nonblank), nonblank[0] if nonblank else "")
            reference = (record["documented"], record["summary"])
            checked += 1
            if compiler != reference:
                disagreements.append(f"{os.path.relpath(path, root)}:{line} {kind} {name}: compiler {compiler!r} lines={lines[:3]!r}, reference {reference!r}")
    print(f"{checked} symbols checked, {len(disagreements)} disagreements, {unmatched} compiler symbols without a reference record, {inherited} inherited docs ignored")
    for text in disagreements[:args.show]:
        print("  " + text)
    return 1 if disagreements or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
