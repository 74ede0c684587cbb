#!/usr/bin/env python3
"""Compares the relationships and availability of docaudit's symbol graphs with the compiler's.

usage: compare-relationships.py [--module M]… [--show N] [--by-line] [--loose-versions]
                                [--fold-extension-blocks] [--json FILE]
                                COMPILER_GRAPH_DIR DOCAUDIT_GRAPH_DIR

Each directory holds `*.symbols.json` files: the compiler's from a build such as

    swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc DIR \\
        -Xswiftc -emit-extension-block-symbols

(what DocC's package plugin asks for: public and up, synthesized members kept, extension block
symbols), docaudit's from `docaudit symbols --format symbolgraph --output DIR`. A module is the
name before `@` of its files (`M.symbols.json` and `M@Swift.symbols.json` are both module M's,
read as one graph). Without --module every module of either side is compared.

Symbols are matched by where they stand, not by precise identifier (docaudit cannot mangle):
`location.uri` (a file path; two sides' paths are the same file when their real paths are equal,
or else when they share the longest unique suffix of path components), `position.line` and
`position.character`, both 0-based, as the compiler writes them: `character` counts UTF-8 bytes
from the start of the line (`/* é */ func f()` puts `f` at 13, not 11). The location is the
declaration's name (the `init`, `subscript` keyword; an extension block's `extension`).
--by-line matches by file, line and name instead, for when docaudit's columns are not right yet.
A symbol is *located* when it has a location and its precise identifier has no `::SYNTHESIZED::`
(a protocol extension's member copied into a conforming type stands at the original).

Reported, per module:
  (a) edges of kinds memberOf, conformsTo, inheritsFrom, requirementOf, optionalRequirementOf,
      defaultImplementationOf and overrides whose two ends are located symbols of the module:
      per kind the counts on each side, then the edges missing from docaudit and the extra ones
      it has (first N of each, `file:line name -> file:line name`), each marked when one of its
      ends has no symbol at that place on the other side (a symbol problem, not an edge one);
  (b) edges from a located symbol to a target outside the module (or not located: another
      module's type, an extension block when folded), matched by kind, source and the last
      component of `targetFallback` (docaudit may know `Equatable` but not that it is
      `Swift.Equatable`): counts, and the extra ones docaudit has that the compiler lacks.
      Information only: the compiler lists conformances the source does not spell (Equatable
      for Hashable, Copyable and Escapable once a conformance is declared in an extension, a
      superclass's conformances), which docaudit may leave out;
  (c) availability of each symbol located on both sides: the lists of entries (domain,
      introduced, deprecated, obsoleted, message, renamed, isUnconditionallyDeprecated,
      isUnconditionallyUnavailable) compared as sets. The compiler copies an enclosing type's
      or extension's availability onto each member, domain by domain, merged field by field
      with the member's own (`@available(macOS, deprecated: 13)` in a type available from
      macOS 12 gives the member `macOS introduced=12 deprecated=13`); docaudit has to do the
      same. Versions compare as written (`13` is not `13.0`) unless --loose-versions.

  --fold-extension-blocks  treat extension block symbols (`swift.extension`) as not located on
                           both sides: a member of an extension of another module's type is then
                           an outside memberOf edge; use it when one side has no blocks
  --show N                 list N edges of each difference (default 10)
  --json FILE              write the counts and the listed differences as JSON

Exits 1 when (a) or (c) disagree, 0 when they agree, 2 on a usage error. Developer-only (stdlib
only); never part of `make test`.
"""
import argparse
import collections
import glob
import json
import os
import sys
import urllib.parse

EDGE_KINDS = ("memberOf", "conformsTo", "inheritsFrom", "requirementOf", "optionalRequirementOf",
              "defaultImplementationOf", "overrides")
AVAILABILITY_FIELDS = ("domain", "introduced", "deprecated", "obsoleted", "message", "renamed",
                       "isUnconditionallyDeprecated", "isUnconditionallyUnavailable")


def uri_path(uri):
    """The file path of a `location.uri`: `file:///abs/a.swift` or a relative `file://a.swift`."""
    rest = uri[len("file://"):] if uri.startswith("file://") else uri
    if rest.startswith("localhost/"):
        rest = rest[len("localhost"):]
    path = urllib.parse.unquote(rest)
    return os.path.realpath(path) if os.path.isabs(path) else os.path.normpath(path)


class Symbol:
    __slots__ = ("usr", "name", "kind", "path", "line", "character", "availability", "synthesized")

    def __init__(self, raw):
        self.usr = raw["identifier"]["precise"]
        self.name = raw["pathComponents"][-1] if raw.get("pathComponents") else raw["names"]["title"]
        self.kind = raw["kind"]["identifier"]
        self.synthesized = "::SYNTHESIZED::" in self.usr
        location = raw.get("location")
        if location:
            self.path = uri_path(location["uri"])
            self.line = location["position"]["line"]
            self.character = location["position"]["character"]
        else:
            self.path = self.line = self.character = None
        self.availability = raw.get("availability") or []


class Module:
    def __init__(self, name):
        self.name = name
        self.files = []
        self.symbols = {}
        self.relationships = []


def load(directory):
    """{module name: Module} of the `*.symbols.json` files in DIRECTORY."""
    modules = {}
    paths = sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
    for path in paths:
        name = os.path.basename(path)[: -len(".symbols.json")].split("@")[0]
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        module = modules.setdefault(name, Module(name))
        module.files.append(os.path.basename(path))
        for raw in graph.get("symbols", []):
            symbol = Symbol(raw)
            module.symbols.setdefault(symbol.usr, symbol)
        module.relationships += graph.get("relationships", [])
    return modules


def path_mapping(compiler_paths, docaudit_paths):
    """{docaudit path: compiler path}: equal real paths, or the longest common suffix of path
    components when exactly one compiler path has it (at least the file name)."""
    mapping = {}
    split = {c: c.split(os.sep) for c in compiler_paths}
    for d in docaudit_paths:
        if d in compiler_paths:
            mapping[d] = d
            continue
        parts = d.split(os.sep)
        best, best_len, tie = None, 0, False
        for c, cparts in split.items():
            n = 0
            while n < min(len(parts), len(cparts)) and parts[-1 - n] == cparts[-1 - n]:
                n += 1
            if n > best_len:
                best, best_len, tie = c, n, False
            elif n == best_len and n > 0:
                tie = True
        if best is not None and not tie:
            mapping[d] = best
    return mapping


def display_root(paths):
    paths = [p for p in paths if os.path.isabs(p)]
    if not paths:
        return ""
    root = os.path.commonpath(paths)
    return root if len(paths) > 1 else os.path.dirname(root)


class Side:
    """One side's module with each located symbol keyed by place."""

    def __init__(self, module, path_map, by_line, fold):
        self.module = module
        self.key_of = {}
        self.at = collections.defaultdict(list)
        for s in module.symbols.values():
            if s.synthesized or s.path is None or (fold and s.kind == "swift.extension"):
                continue
            path = path_map(s.path)
            key = (path, s.line, s.name) if by_line else (path, s.line, s.character)
            self.key_of[s.usr] = key
            self.at[key].append(s)

    def edges(self):
        """(internal edges {(kind, src key, dst key)}, outside edges {(kind, src key, name)},
        counts of what was left out)."""
        internal, outside = set(), set()
        skipped = collections.Counter()
        for r in self.module.relationships:
            kind, source, target = r["kind"], r["source"], r["target"]
            src = self.key_of.get(source)
            if src is None:
                symbol = self.module.symbols.get(source)
                skipped["from a synthesized symbol" if symbol is not None and symbol.synthesized
                        else "from an unlocated or outside symbol"] += 1
                continue
            dst = self.key_of.get(target)
            if dst is not None:
                if kind in EDGE_KINDS:
                    internal.add((kind, src, dst))
                else:
                    skipped[f"{kind} within the module"] += 1
            else:
                fallback = r.get("targetFallback")
                symbol = self.module.symbols.get(target)
                name = (fallback.split(".")[-1] if fallback
                        else symbol.name if symbol is not None else target)
                outside.add((kind, src, name))
        return internal, outside, skipped


def version_text(v, loose):
    parts = [v.get("major"), v.get("minor"), v.get("patch")]
    parts = [p for p in parts if p is not None]
    if loose:
        while len(parts) > 1 and parts[-1] == 0:
            parts.pop()
    return ".".join(str(p) for p in parts)


def availability_entries(symbol, loose):
    out = set()
    for entry in symbol.availability:
        items = []
        for field in AVAILABILITY_FIELDS:
            value = entry.get(field)
            if value is None or value is False:
                continue
            if isinstance(value, dict):
                value = version_text(value, loose)
            items.append(field if value is True else f"{field}={value}")
        out.add(" ".join(items))
    return frozenset(out)


def compare_module(name, compiler, docaudit, args, out):
    c_paths = {s.path for s in compiler.symbols.values() if s.path}
    d_paths = {s.path for s in docaudit.symbols.values() if s.path} if docaudit else set()
    mapping = path_mapping(c_paths, d_paths)
    unmatched_files = sorted(d_paths - set(mapping))
    root = display_root(c_paths)

    def where(key):
        path, line, third = key
        rel = os.path.relpath(path, root) if root and os.path.isabs(path) else path
        return f"{rel}:{line + 1}" + ("" if args.by_line else f":{third + 1}")

    c_side = Side(compiler, lambda p: p, args.by_line, args.fold_extension_blocks)
    d_side = Side(docaudit or Module(name), lambda p: mapping.get(p, p), args.by_line,
                  args.fold_extension_blocks)

    def label(side, key):
        symbols = side.at.get(key) or []
        return symbols[0].name if symbols else "?"

    def edge_text(side, edge):
        kind, src, dst = edge
        text = f"{kind} {where(src)} {label(side, src)} -> {where(dst)} {label(side, dst)}"
        other = d_side if side is c_side else c_side
        lacking = [end for end, key in (("source", src), ("target", dst)) if key not in other.at]
        if lacking:
            text += f"  [{' and '.join(lacking)} not on the other side]"
        return text

    c_int, c_out, c_skip = c_side.edges()
    d_int, d_out, d_skip = d_side.edges()
    report = {"module": name, "files": {"compiler": compiler.files, "docaudit": docaudit.files if docaudit else []},
              "unmatched_docaudit_files": unmatched_files, "symbols": {}, "edges": {}, "outside": {},
              "availability": {}}
    both_keys = set(c_side.at) & set(d_side.at)
    report["symbols"] = {"located_compiler": len(c_side.at), "located_docaudit": len(d_side.at),
                         "located_both": len(both_keys),
                         "ambiguous_places": sum(1 for k in both_keys
                                                 if len(c_side.at[k]) > 1 or len(d_side.at[k]) > 1)}
    print(f"== {name}: compiler {', '.join(compiler.files)}; docaudit "
          f"{', '.join(docaudit.files) if docaudit else '(no graph)'}", file=out)
    print(f"   located symbols: compiler {len(c_side.at)}, docaudit {len(d_side.at)}, same place "
          f"{len(both_keys)}", file=out)
    if unmatched_files:
        print(f"   docaudit files matching no compiler file: {len(unmatched_files)} "
              f"(e.g. {unmatched_files[0]})", file=out)

    # (a)
    failed = False
    print("   (a) edges between located symbols    compiler docaudit  matched  missing    extra", file=out)
    listed = []
    for kind in EDGE_KINDS:
        c = {e for e in c_int if e[0] == kind}
        d = {e for e in d_int if e[0] == kind}
        missing, extra = sorted(c - d), sorted(d - c)
        report["edges"][kind] = {"compiler": len(c), "docaudit": len(d), "matched": len(c & d),
                                 "missing": len(missing), "extra": len(extra),
                                 "missing_with_both_ends_matched": sum(1 for e in missing if e[1] in d_side.at and e[2] in d_side.at),
                                 "extra_with_both_ends_matched": sum(1 for e in extra if e[1] in c_side.at and e[2] in c_side.at),
                                 "missing_list": [edge_text(c_side, e) for e in missing[: args.show]],
                                 "extra_list": [edge_text(d_side, e) for e in extra[: args.show]]}
        if missing or extra:
            failed = True
        if c or d:
            print(f"       {kind:28} {len(c):8} {len(d):8} {len(c & d):8} {len(missing):8} {len(extra):8}", file=out)
        listed += [("missing", t) for t in report["edges"][kind]["missing_list"]]
        listed += [("extra", t) for t in report["edges"][kind]["extra_list"]]
    for what, text in listed:
        print(f"       {what:7} {text}", file=out)

    # (b)
    print("   (b) edges to outside targets         compiler docaudit  matched  compiler-only  extra", file=out)
    kinds = sorted({e[0] for e in c_out | d_out})
    extras = []
    for kind in kinds:
        c = {e for e in c_out if e[0] == kind}
        d = {e for e in d_out if e[0] == kind}
        extra = sorted(d - c)
        report["outside"][kind] = {"compiler": len(c), "docaudit": len(d), "matched": len(c & d),
                                   "compiler_only": len(c - d), "extra": len(extra),
                                   "extra_list": [f"{kind} {where(e[1])} {label(d_side, e[1])} -> @{e[2]}"
                                                  for e in extra[: args.show]]}
        by_name = collections.Counter(e[2] for e in c - d)
        report["outside"][kind]["compiler_only_by_target"] = dict(by_name.most_common(args.show))
        print(f"       {kind:28} {len(c):8} {len(d):8} {len(c & d):8} {len(c - d):14} {len(extra):6}", file=out)
        extras += report["outside"][kind]["extra_list"]
    for kind in kinds:
        top = report["outside"][kind]["compiler_only_by_target"]
        if top:
            print(f"       compiler-only {kind} targets: " + ", ".join(f"{n} {t}" for t, n in top.items()), file=out)
    for text in extras:
        print(f"       extra   {text}", file=out)

    # (c)
    differ = []
    for key in sorted(both_keys):
        c_av = availability_entries(c_side.at[key][0], args.loose_versions)
        d_av = availability_entries(d_side.at[key][0], args.loose_versions)
        if c_av != d_av:
            differ.append((key, c_av, d_av))
    groups = collections.Counter()
    for _, c_av, d_av in differ:
        if not d_av:
            groups["docaudit has none"] += 1
        elif not c_av:
            groups["compiler has none"] += 1
        elif d_av < c_av:
            groups["docaudit has a part (inherited entries missing?)"] += 1
        else:
            groups["entries differ"] += 1
    report["availability"] = {"compared": len(both_keys),
                              "with_availability_compiler": sum(1 for k in both_keys if c_side.at[k][0].availability),
                              "differ": len(differ), "groups": dict(groups),
                              "list": [{"at": f"{where(k)} {label(c_side, k)}", "compiler": sorted(c), "docaudit": sorted(d)}
                                       for k, c, d in differ[: args.show]]}
    print(f"   (c) availability: {len(both_keys)} symbols compared, "
          f"{report['availability']['with_availability_compiler']} with availability in the compiler's graph, "
          f"{len(differ)} differ" + (": " + ", ".join(f"{n} {g}" for g, n in groups.items()) if groups else ""), file=out)
    for item in report["availability"]["list"]:
        print(f"       {item['at']}\n         compiler: {'; '.join(item['compiler']) or '-'}\n"
              f"         docaudit: {'; '.join(item['docaudit']) or '-'}", file=out)
    if differ:
        failed = True
    skipped = c_skip + collections.Counter()
    report["skipped_compiler"] = dict(c_skip)
    report["skipped_docaudit"] = dict(d_skip)
    if skipped:
        print("   not compared (compiler): " + ", ".join(f"{n} {k}" for k, n in sorted(skipped.items())), file=out)
    report["agree"] = not failed
    return report, failed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("compiler_dir")
    ap.add_argument("docaudit_dir")
    ap.add_argument("--module", action="append", default=[])
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--by-line", action="store_true")
    ap.add_argument("--loose-versions", action="store_true")
    ap.add_argument("--fold-extension-blocks", action="store_true")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    for d in (args.compiler_dir, args.docaudit_dir):
        if not os.path.isdir(d):
            print(f"compare-relationships: no directory {d}", file=sys.stderr)
            return 2
    compiler, docaudit = load(args.compiler_dir), load(args.docaudit_dir)
    names = args.module or sorted(set(compiler) | set(docaudit))
    reports, failed = [], False
    for name in names:
        if name not in compiler:
            if args.module:
                print(f"compare-relationships: no graph of module {name} in {args.compiler_dir}", file=sys.stderr)
                return 2
            print(f"== {name}: only docaudit has a graph (not compared)")
            continue
        report, module_failed = compare_module(name, compiler[name], docaudit.get(name), args, sys.stdout)
        reports.append(report)
        failed = failed or module_failed
    print("relationships and availability " + ("DISAGREE" if failed else "agree"))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"modules": reports, "agree": not failed}, f, indent=1, ensure_ascii=False)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
