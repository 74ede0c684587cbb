#!/usr/bin/env python3
"""Checks the reference tool's doc comment attachment against the real compiler.

usage: check-attachment.py [REFERENCE_BIN] [CASE_FILE...]

Each case file (default: attachment-cases/*.swift.txt next to this script) is compiled as a
one-file module with `swiftc -emit-module -emit-symbol-graph`; for every symbol of the file the
compiler's `docComment` (documented: some line is not blank; summary: first non-blank line,
trimmed) is compared with what REFERENCE_BIN (default: Tools/bin/reference-symbols) prints for
the declaration on the same line with the same name. With -v, prints every symbol.
Exits 1 on any disagreement. Developer-only; needs swiftc on PATH.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def compiler_docs(case_path, workdir):
    """(line, simple name) -> (documented, summary, lines) from the compiler's symbol graph."""
    src = os.path.join(workdir, "T.swift")
    shutil.copyfile(case_path, src)
    out = os.path.join(workdir, "sg")
    os.makedirs(out, exist_ok=True)
    subprocess.run(
        ["swiftc", "-emit-module", "-module-name", "T", "-emit-symbol-graph",
         "-emit-symbol-graph-dir", out, "-emit-extension-block-symbols",
         "-symbol-graph-minimum-access-level", "private",
         src, "-o", os.path.join(workdir, "T.swiftmodule")],
        check=True, capture_output=True)
    result = {}
    for graph_file in glob.glob(os.path.join(out, "*.symbols.json")):
        graph = json.load(open(graph_file, encoding="utf-8"))
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location or not location.get("uri", "").endswith("/T.swift"):
                continue
            line = location["position"]["line"] + 1
            name = symbol["pathComponents"][-1]
            if symbol["kind"]["identifier"] == "swift.enum.case":
                name = name.split("(")[0]
            doc = symbol.get("docComment")
            lines = [entry["text"] for entry in doc["lines"]] if doc else None
            nonblank = [text.strip() for text in (lines or []) if text.strip()]
            result[(line, name)] = (bool(nonblank), nonblank[0] if nonblank else "", lines)
    return result


def reference_docs(reference, case_path, workdir):
    src = os.path.join(workdir, "R.swift")
    shutil.copyfile(case_path, src)
    output = subprocess.run([reference, src], check=True, capture_output=True, text=True).stdout
    result = {}
    for raw in output.splitlines():
        record = json.loads(raw)
        name = record["name"]
        if record["kind"] == "extension":
            name = name.split("<")[0].split(".")[-1]
        result[(record["line"], name)] = (record["documented"], record["summary"], record)
    return result


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    reference = args[0] if args else os.path.join(os.path.dirname(HERE), "bin", "reference-symbols")
    cases = args[1:] or sorted(glob.glob(os.path.join(HERE, "attachment-cases", "*.swift.txt")))
    failures = 0
    checked = 0
    for case in cases:
        with tempfile.TemporaryDirectory() as workdir:
            compiler = compiler_docs(case, workdir)
            ours = reference_docs(reference, case, workdir)
        for key in sorted(compiler):
            documented, summary, lines = compiler[key]
            if key not in ours:
                if verbose:
                    print(f"  (no reference record) {os.path.basename(case)}:{key[0]} {key[1]}")
                continue
            checked += 1
            ref_documented, ref_summary, _ = ours[key]
            agree = (documented, summary) == (ref_documented, ref_summary)
            if not agree:
                failures += 1
            if verbose or not agree:
                mark = "ok  " if agree else "DIFF"
                print(f"{mark} {os.path.basename(case)}:{key[0]} {key[1]}: compiler lines={lines!r}"
                      + ("" if agree else f" reference documented={ref_documented} summary={ref_summary!r}"))
    print(f"{checked} symbols checked, {failures} disagreements")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
