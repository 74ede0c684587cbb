#!/usr/bin/env python3
"""Self-test of compare-relationships.py on two tiny hand-made graph directories.

usage: compare-relationships-selftest.py [-v]

Writes a compiler-like graph of a module M (`M.symbols.json` and `M@Swift.symbols.json`: a
struct, a protocol with a requirement and a default implementation, a synthesized copy of it, a
class pair with an override, an extension block of String, availability, an outside conformance)
and docaudit-like copies of it under another checkout path, with other precise identifiers and
bare `targetFallback` names, then runs compare-relationships.py on each pair and checks its exit
status and JSON counts:

  1. the same graph: everything matches, exit 0;
  2. edges dropped and added, one version spelled `15.0` for `15`, an outside conformance
     swapped: exactly those differences, exit 1 (and the version agrees with --loose-versions);
  3. outside edges only differ: reported, exit 0;
  4. one column counted in UTF-16 units instead of UTF-8 bytes: its symbol's edges are missing
     and extra, exit 1; --by-line matches them again, exit 0.

-v prints compare-relationships.py's reports. Exits 1 on any surprise. Developer-only; stdlib only.
"""
import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
COMPARE = os.path.join(HERE, "compare-relationships.py")
VERBOSE = "-v" in sys.argv[1:]


def sym(usr, kind, path, line, char, availability=None):
    s = {"kind": {"identifier": kind, "displayName": kind}, "identifier": {"precise": usr, "interfaceLanguage": "swift"},
         "pathComponents": path, "names": {"title": path[-1]}, "accessLevel": "public"}
    if line is not None:
        s["location"] = {"uri": "FILE", "position": {"line": line, "character": char}}
    if availability:
        s["availability"] = availability
    return s


def rel(kind, source, target, fallback=None):
    r = {"kind": kind, "source": source, "target": target}
    if fallback:
        r["targetFallback"] = fallback
    return r


def compiler_graphs():
    """{file name: graph} of module M as the compiler would write it."""
    main = {"symbols": [
        sym("s:1M1SV", "swift.struct", ["S"], 0, 14),
        sym("s:1M1SV1fyyF", "swift.method", ["S", "f()"], 1, 16),
        sym("s:1M1SV1gyyF", "swift.method", ["S", "g()"], 3, 16, [{"domain": "iOS", "introduced": {"major": 15}}]),
        sym("s:1M1PP", "swift.protocol", ["P"], 5, 16),
        sym("s:1M1PP1ryyF", "swift.method", ["P", "r()"], 6, 9),
        sym("s:1M1PPAAE1ryyF", "swift.method", ["P", "r()"], 9, 16),
        sym("s:1M1PPAAE1ryyF::SYNTHESIZED::s:1M1SV", "swift.method", ["S", "r()"], 9, 16),
        sym("s:1M1CC", "swift.class", ["C"], 11, 11),
        sym("s:1M1CC1myyF", "swift.method", ["C", "m()"], 12, 14),
        sym("s:1M1DC", "swift.class", ["D"], 14, 19),
        sym("s:1M1DC1myyF", "swift.method", ["D", "m()"], 15, 23,
            [{"domain": "*", "isUnconditionallyDeprecated": True, "message": "Use C."}]),
    ], "relationships": [
        rel("memberOf", "s:1M1SV1fyyF", "s:1M1SV"),
        rel("memberOf", "s:1M1SV1gyyF", "s:1M1SV"),
        rel("requirementOf", "s:1M1PP1ryyF", "s:1M1PP"),
        rel("defaultImplementationOf", "s:1M1PPAAE1ryyF", "s:1M1PP1ryyF"),
        rel("memberOf", "s:1M1PPAAE1ryyF::SYNTHESIZED::s:1M1SV", "s:1M1SV"),
        rel("conformsTo", "s:1M1SV", "s:1M1PP"),
        rel("conformsTo", "s:1M1SV", "s:SQ", "Swift.Equatable"),
        rel("memberOf", "s:1M1CC1myyF", "s:1M1CC"),
        rel("memberOf", "s:1M1DC1myyF", "s:1M1DC"),
        rel("inheritsFrom", "s:1M1DC", "s:1M1CC"),
        rel("overrides", "s:1M1DC1myyF", "s:1M1CC1myyF"),
    ]}
    other = {"symbols": [
        sym("s:e:s:SS1ME1hyyF", "swift.extension", ["String"], 17, 0),
        sym("s:SS1ME1hyyF", "swift.method", ["String", "h()"], 18, 16),
    ], "relationships": [
        rel("extensionTo", "s:e:s:SS1ME1hyyF", "s:SS", "Swift.String"),
        rel("memberOf", "s:SS1ME1hyyF", "s:e:s:SS1ME1hyyF", "Swift.String"),
    ]}
    return {"M.symbols.json": main, "M@Swift.symbols.json": other}


def as_docaudit(graphs):
    """The same graphs as docaudit would write them: other identifiers, bare fallbacks."""
    graphs = copy.deepcopy(graphs)
    rename = lambda usr: usr if not usr.startswith("s:1M") and not usr.startswith("s:e:") and usr != "s:SS1ME1hyyF" \
        else "docaudit:" + usr.replace("s:", "")
    for g in graphs.values():
        for s in g["symbols"]:
            s["identifier"]["precise"] = rename(s["identifier"]["precise"])
        for r in g["relationships"]:
            r["source"], r["target"] = rename(r["source"]), rename(r["target"])
            if "targetFallback" in r:
                r["targetFallback"] = r["targetFallback"].split(".")[-1]
    return graphs


def write(directory, graphs, file_path):
    os.makedirs(directory, exist_ok=True)
    for name, g in graphs.items():
        g = copy.deepcopy(g)
        for s in g["symbols"]:
            if "location" in s:
                s["location"]["uri"] = "file://" + file_path
        g["metadata"] = {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "selftest"}
        g["module"] = {"name": "M", "platform": {}}
        with open(os.path.join(directory, name), "w") as f:
            json.dump(g, f)


def find(graphs, usr_end):
    for g in graphs.values():
        for s in g["symbols"]:
            if s["identifier"]["precise"].endswith(usr_end):
                return s
    raise KeyError(usr_end)


def run(tmp, label, compiler, docaudit, *extra):
    out = os.path.join(tmp, label + ".json")
    cmd = [sys.executable, COMPARE, compiler, docaudit, "--json", out, *extra]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if VERBOSE:
        print(f"--- {label}: exit {p.returncode}\n{p.stdout}{p.stderr}")
    report = json.load(open(out)) if os.path.exists(out) else None
    return p.returncode, report, p.stdout + p.stderr


failures = []


def expect(label, cond, detail=""):
    if not cond:
        failures.append(f"{label}: {detail}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        compiler = os.path.join(tmp, "compiler")
        write(compiler, compiler_graphs(), "/build/pkg/Sources/M/File.swift")

        # 1. the same graph under another checkout
        same = os.path.join(tmp, "same")
        write(same, as_docaudit(compiler_graphs()), "/elsewhere/checkout/Sources/M/File.swift")
        code, report, text = run(tmp, "same", compiler, same)
        expect("same: exit", code == 0, text)
        m = report["modules"][0]
        expect("same: located", m["symbols"]["located_both"] == 12, m["symbols"])
        expect("same: edges", all(v["missing"] == 0 and v["extra"] == 0 for v in m["edges"].values()), m["edges"])
        expect("same: memberOf", m["edges"]["memberOf"]["matched"] == 5, m["edges"]["memberOf"])
        expect("same: synthesized left out", m["skipped_compiler"].get("from a synthesized symbol") == 1, m["skipped_compiler"])
        expect("same: outside", m["outside"]["conformsTo"]["matched"] == 1 and m["outside"]["extensionTo"]["matched"] == 1,
               m["outside"])

        # 2. real differences
        altered = as_docaudit(compiler_graphs())
        main_graph = altered["M.symbols.json"]
        main_graph["relationships"] = [r for r in main_graph["relationships"]
                                       if not (r["kind"] == "memberOf" and r["source"].endswith("1fyyF"))
                                       and "SYNTHESIZED" not in r["source"]
                                       and r.get("targetFallback") != "Equatable"]
        main_graph["symbols"] = [s for s in main_graph["symbols"] if "SYNTHESIZED" not in s["identifier"]["precise"]]
        main_graph["relationships"].append(rel("overrides", "docaudit:1M1SV1gyyF", "docaudit:1M1SV1fyyF"))
        main_graph["relationships"].append(rel("conformsTo", "docaudit:1M1SV", "s:SH", "Hashable"))
        find(altered, "1M1SV1gyyF")["availability"] = [{"domain": "iOS", "introduced": {"major": 15, "minor": 0}}]
        differ = os.path.join(tmp, "differ")
        write(differ, altered, "/elsewhere/checkout/Sources/M/File.swift")
        code, report, text = run(tmp, "differ", compiler, differ, "--show", "5")
        expect("differ: exit", code == 1, text)
        m = report["modules"][0]
        e = m["edges"]
        expect("differ: memberOf missing", (e["memberOf"]["missing"], e["memberOf"]["extra"],
                                            e["memberOf"]["missing_with_both_ends_matched"]) == (1, 0, 1), e["memberOf"])
        expect("differ: overrides extra", (e["overrides"]["missing"], e["overrides"]["extra"]) == (0, 1), e["overrides"])
        expect("differ: listed", "File.swift:2:17 f() -> File.swift:1:15 S" in e["memberOf"]["missing_list"][0],
               e["memberOf"]["missing_list"])
        expect("differ: others agree", all(v["missing"] == 0 and v["extra"] == 0 for k, v in e.items()
                                           if k not in ("memberOf", "overrides")), e)
        expect("differ: availability", m["availability"]["differ"] == 1 and "g()" in m["availability"]["list"][0]["at"],
               m["availability"])
        o = m["outside"]["conformsTo"]
        expect("differ: outside", (o["matched"], o["compiler_only"], o["extra"]) == (0, 1, 1), o)
        code, report, text = run(tmp, "differ-loose", compiler, differ, "--loose-versions")
        expect("differ --loose-versions: availability agrees", report["modules"][0]["availability"]["differ"] == 0,
               report["modules"][0]["availability"])

        # 3. outside edges only
        outside = as_docaudit(compiler_graphs())
        for r in outside["M.symbols.json"]["relationships"]:
            if r.get("targetFallback") == "Equatable":
                r["targetFallback"], r["target"] = "Hashable", "s:SH"
        only_outside = os.path.join(tmp, "outside")
        write(only_outside, outside, "/elsewhere/checkout/Sources/M/File.swift")
        code, report, text = run(tmp, "outside", compiler, only_outside)
        expect("outside: exit", code == 0, text)
        o = report["modules"][0]["outside"]["conformsTo"]
        expect("outside: counted", (o["compiler_only"], o["extra"]) == (1, 1), o)

        # 4. a column counted in UTF-16 units
        columns = as_docaudit(compiler_graphs())
        find(columns, "1M1CC1myyF")["location"]["position"]["character"] = 12
        shifted = os.path.join(tmp, "columns")
        write(shifted, columns, "/elsewhere/checkout/Sources/M/File.swift")
        code, report, text = run(tmp, "columns", compiler, shifted)
        e = report["modules"][0]["edges"]
        expect("columns: exit", code == 1, text)
        expect("columns: edges of C.m()", (e["memberOf"]["missing"], e["memberOf"]["extra"], e["overrides"]["missing"],
                                           e["overrides"]["extra"], e["overrides"]["missing_with_both_ends_matched"])
               == (1, 1, 1, 1, 0), e)
        expect("columns: marked", "not on the other side" in e["overrides"]["missing_list"][0], e["overrides"])
        code, report, text = run(tmp, "columns-by-line", compiler, shifted, "--by-line")
        expect("columns --by-line: exit", code == 0, text)

        # usage: a module the compiler's side lacks
        code, _, text = run(tmp, "usage", compiler, same, "--module", "Nope")
        expect("usage: exit 2", code == 2, text)

    if failures:
        print("compare-relationships self-test FAILED:\n  " + "\n  ".join(failures))
        return 1
    print("compare-relationships self-test: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
