#!/usr/bin/env python3
"""Pins the compiler's symbol-graph relationships and availability of the graph test fixtures.

usage: pin-graph-fixtures.py [--swiftc BIN] [--check] [--print] [--no-extension-blocks] [FILE.swift…]

Compiles each fixture (default: every `*.swift` in Tests/DocAuditGraphTests/Fixtures) alone as
module `Fixture`, the way DocC's package plugin asks for graphs (public and up, extension block
symbols for extensions of other modules' types, synthesized members kept):

    swiftc -emit-module -module-name Fixture -emit-symbol-graph -emit-symbol-graph-dir OUT \\
        -emit-extension-block-symbols [FLAGS] FILE.swift -o OUT/Fixture.swiftmodule

where FLAGS come from a `// pin-flags: …` line among the fixture's first five lines (the
`@objc optional` fixture needs `-Xfrontend -enable-objc-interop`, which Linux lacks by default).
It reads every `OUT/*.symbols.json` (`Fixture.symbols.json`, `Fixture@Swift.symbols.json`) and
writes beside the fixture NAME.edges, sorted lines after a first `# generated …` line:

    KIND SRCLINE:SRCNAME -> DSTLINE:DSTNAME     both ends located symbols of the fixture
    KIND SRCLINE:SRCNAME -> @LASTNAME           the target outside the module: the last
                                                component of its `targetFallback`
    synthesized ORIGLINE:ORIGNAME -> DSTLINE:DSTNAME
                                                a protocol extension's member copied into a
                                                conforming type (or extension block): the
                                                original's place and the memberOf target
    synthesized @DISPLAYNAME -> DSTLINE:DSTNAME a standard library protocol's member copied
                                                into a conforming type: its `sourceOrigin`
    sourceOrigin SRCLINE:SRCNAME -> ORIGLINE:ORIGNAME (or -> @DISPLAYNAME)
                                                a memberOf edge's `sourceOrigin`: the
                                                requirement a type's own member implements
    availability LINE:NAME DOMAIN[ introduced=V][ deprecated=V][ obsoleted=V][ unavailable]
                 [ deprecatedAlways][ message="…"][ renamed="…"]
                                                one line per availability entry

LINE is the 1-based line of the symbol's `location` (its name; the keyword of an `init`,
`subscript` or extension block). NAME is the last path component (`scaled(by:)`; an extension
block is named by the extended type). Only symbols with a location whose precise identifier has
no `::SYNTHESIZED::` count: a relationship from a synthesized symbol is left out. V is printed
as the graph has it (`13`, `13.0`, `13.0.1`); `unavailable` is `isUnconditionallyUnavailable`,
`deprecatedAlways` is `isUnconditionallyDeprecated`; a message or rename is printed between
quotes as the graph has it, unescaped: the compiler keeps a string literal's escapes as written
(`"Gone \\"soon\\"."` in the source is `Gone \\"soon\\".` in the graph). DOMAIN is the graph's
(`*` for `@available(*, …)`, `Swift` for `@available(swift 5)`, `iOSAppExtension` for
`iOSApplicationExtension`). A declaration `@available(*, unavailable)` has no symbol at all.

It also writes NAME.locations: `LINE:CHARACTER KIND NAME` for each such symbol, CHARACTER being
the graph's `position.character` (0-based, counted in UTF-8 bytes).

  --check                compare with the files on disk instead of writing; exit 1 on a change
  --print                print instead of writing
  --no-extension-blocks  leave out -emit-extension-block-symbols (members of an extension of
                         another module's type are then memberOf that type, an outside target)

Developer-only; stdlib only; needs a Swift toolchain. Not run by `make test`: its output is.
"""
import argparse
import glob
import json
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(os.path.dirname(HERE), "Tests", "DocAuditGraphTests", "Fixtures")


def fixture_flags(path):
    with open(path, encoding="utf-8") as f:
        for _, line in zip(range(5), f):
            line = line.strip()
            if line.startswith("// pin-flags:"):
                return shlex.split(line[len("// pin-flags:"):])
    return []


def compile_fixture(swiftc, path, out, extension_blocks):
    cmd = [swiftc, "-emit-module", "-module-name", "Fixture", "-emit-symbol-graph",
           "-emit-symbol-graph-dir", out]
    if extension_blocks:
        cmd.append("-emit-extension-block-symbols")
    cmd += fixture_flags(path) + [os.path.basename(path), "-o", os.path.join(out, "Fixture.swiftmodule")]
    run = subprocess.run(cmd, cwd=os.path.dirname(path), capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stdout + run.stderr)
        sys.exit(f"pin-graph-fixtures: {os.path.basename(path)} does not compile: {shlex.join(cmd)}")


def version(v):
    parts = [v.get("major"), v.get("minor"), v.get("patch")]
    return ".".join(str(p) for p in parts if p is not None)


def availability_line(where, entry):
    out = [f"availability {where} {entry.get('domain', '*')}"]
    for key in ("introduced", "deprecated", "obsoleted"):
        if key in entry:
            out.append(f"{key}={version(entry[key])}")
    if entry.get("isUnconditionallyUnavailable"):
        out.append("unavailable")
    if entry.get("isUnconditionallyDeprecated"):
        out.append("deprecatedAlways")
    for key in ("message", "renamed"):
        if key in entry:
            out.append(f'{key}="{entry[key]}"')
    return " ".join(out)


def pin(graph_dir):
    """(edges lines, locations lines, notes) of the graphs in GRAPH_DIR."""
    symbols, relationships = {}, []
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for s in graph.get("symbols", []):
            symbols[s["identifier"]["precise"]] = s
        relationships += graph.get("relationships", [])
    located = {}
    for usr, s in symbols.items():
        if "::SYNTHESIZED::" in usr or "location" not in s:
            continue
        located[usr] = (s["location"]["position"]["line"] + 1, s["pathComponents"][-1], s)
    edges, notes = set(), []
    for r in relationships:
        src = located.get(r["source"])
        if src is None:
            original = located.get(r["source"].split("::SYNTHESIZED::")[0])
            dst = located.get(r["target"])
            if r["kind"] == "memberOf" and original and dst:
                edges.add(f"synthesized {original[0]}:{original[1]} -> {dst[0]}:{dst[1]}")
            elif r["kind"] == "memberOf" and dst and r.get("sourceOrigin") and not r["sourceOrigin"]["identifier"] in located:
                edges.add(f"synthesized @{r['sourceOrigin']['displayName']} -> {dst[0]}:{dst[1]}")
            continue
        dst = located.get(r["target"])
        if dst is not None:
            edges.add(f"{r['kind']} {src[0]}:{src[1]} -> {dst[0]}:{dst[1]}")
            origin = r.get("sourceOrigin")
            if origin:
                o = located.get(origin["identifier"])
                edges.add(f"sourceOrigin {src[0]}:{src[1]} -> " + (f"{o[0]}:{o[1]}" if o else "@" + origin["displayName"]))
        elif r["target"] in symbols:
            notes.append(f"{r['kind']} from {src[1]} to an unlocated or synthesized symbol {r['target']}")
        else:
            fallback = r.get("targetFallback")
            last = fallback.split(".")[-1] if fallback else "?" + r["target"]
            edges.add(f"{r['kind']} {src[0]}:{src[1]} -> @{last}")
    locations = set()
    for line, name, s in located.values():
        for entry in s.get("availability", []):
            edges.add(availability_line(f"{line}:{name}", entry))
        locations.add(f"{line}:{s['location']['position']['character']} {s['kind']['identifier']} {name}")
    return sorted(edges), sorted(locations), notes


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--swiftc", default="swiftc")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--print", action="store_true")
    ap.add_argument("--no-extension-blocks", action="store_true")
    args = ap.parse_args(argv)
    files = [os.path.abspath(f) for f in args.files] or sorted(glob.glob(os.path.join(FIXTURES, "*.swift")))
    if not files:
        sys.exit(f"pin-graph-fixtures: no fixtures in {FIXTURES}")
    changed = 0
    for path in files:
        name = os.path.splitext(os.path.basename(path))[0]
        with tempfile.TemporaryDirectory() as out:
            compile_fixture(args.swiftc, path, out, not args.no_extension_blocks)
            edges, locations, notes = pin(out)
        for note in notes:
            print(f"{name}: note: {note}", file=sys.stderr)
        texts = {
            ".edges": f"# generated by Tools/pin-graph-fixtures.py from {name}.swift; do not edit\n"
                      + "".join(line + "\n" for line in edges),
            ".locations": f"# generated by Tools/pin-graph-fixtures.py from {name}.swift; do not edit\n"
                          "# LINE:CHARACTER KIND NAME (line 1-based; character 0-based, in UTF-8 bytes)\n"
                          + "".join(line + "\n" for line in locations),
        }
        for ext, text in texts.items():
            target = os.path.join(os.path.dirname(path), name + ext)
            if args.print:
                sys.stdout.write(f"== {name}{ext}\n{text}")
            elif args.check:
                old = open(target, encoding="utf-8").read() if os.path.exists(target) else None
                if old != text:
                    changed += 1
                    print(f"pin-graph-fixtures: {name}{ext} is not what the compiler gives", file=sys.stderr)
            else:
                with open(target, "w", encoding="utf-8") as f:
                    f.write(text)
    if args.check:
        print(f"{len(files)} fixtures checked, {changed} files differ")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
