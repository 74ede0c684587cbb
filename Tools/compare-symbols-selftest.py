#!/usr/bin/env python3
"""Self-test of compare-symbols.py, with the reference tool standing in for docaudit.

usage: compare-symbols-selftest.py [-v] REFERENCE_BIN DIR

1. Compares REFERENCE_BIN with itself over DIR: expects 100% agreement and no category.
2. Compares a deliberately altered copy of its output (a fake docaudit that drops, adds, moves
   and edits records in known ways) and expects exactly those disagreements to be reported.
-v prints compare-symbols.py's report of the altered run. Exits 1 on any surprise. Developer-only; stdlib only.
"""
import json
import os
import stat
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
COMPARE = os.path.join(HERE, "compare-symbols.py")

FAKE = r'''#!/usr/bin/env python3
# A fake `docaudit symbols DIR --format jsonl`: the reference output, altered (MODE={mode}).
import json, subprocess, sys
assert sys.argv[1] == "symbols" and sys.argv[3:] == ["--format", "jsonl"], sys.argv
lines = subprocess.run([{reference!r}, sys.argv[2]], capture_output=True, text=True, check=True).stdout.splitlines()
if {mode!r} == "same":
    print("\n".join(lines)); sys.exit(0)
expected = {{"only in docaudit": 0, "only in reference": 0, "documented differs": 0, "summary differs": 0,
            "line differs": 0, "kind differs": 0, "access differs": 0, "order differs": 0, "docaudit format": 0}}
out = []
for n, raw in enumerate(lines):
    r = json.loads(raw)
    if n % 50 == 7:
        expected["only in reference"] += 1; continue          # dropped
    if n % 37 == 5:
        r["documented"] = not r["documented"]; expected["documented differs"] += 1
    elif n % 41 == 3:
        r["summary"] = r["summary"] + " (edited)"; expected["summary differs"] += 1
    elif n % 43 == 2:
        r["line"] += 100000; expected["line differs"] += 1    # no other record there
    elif n % 47 == 1 and r["kind"] != "macro":
        r["kind"] = "macro"; expected["kind differs"] += 1
    elif n % 53 == 4:
        r["access"] = "open" if r["access"] != "open" else "public"; expected["access differs"] += 1
    text = json.dumps(r, ensure_ascii=False, separators=(",", ":"))
    if n % 59 == 6:
        text = text.replace('","', '", "', 1); expected["docaudit format"] += 1   # a space: not compact
    out.append(text)
out.append(json.dumps({{"file": "nowhere.swift", "line": 1, "kind": "func", "name": "ghost()", "parent": "",
                       "access": "public", "visible": True, "documented": False, "example": False,
                       "summary": ""}}, separators=(",", ":")))
expected["only in docaudit"] += 1
# Move one record three places later: the next records then come "before" it.
if len(out) > 20:
    moved = out.pop(10); out.insert(13, moved); expected["order differs"] += 1
with open({expected_path!r}, "w") as f:
    json.dump({{k: v for k, v in expected.items() if v}}, f)
print("\n".join(out))
'''


def write_fake(directory, reference, mode, expected_path):
    path = os.path.join(directory, f"fake-docaudit-{mode}")
    with open(path, "w") as handle:
        handle.write(FAKE.format(reference=os.path.abspath(reference), mode=mode, expected_path=expected_path))
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def run_compare(fake, reference, target, json_path, verbose=False):
    subprocess.run([sys.executable, COMPARE, "--show", "2", "--json", json_path, fake, reference, target],
                   check=True, stdout=None if verbose else subprocess.DEVNULL)
    with open(json_path) as handle:
        return json.load(handle)["total"]


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = len(args) != len(sys.argv) - 1
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    reference, target = args
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        expected_path = os.path.join(tmp, "expected.json")
        same = run_compare(write_fake(tmp, reference, "same", expected_path), reference, target, os.path.join(tmp, "same.json"))
        print(f"itself: {same['percent']}% ({same['agree']}/{same['total']}), categories {same['categories']}")
        if same["agree"] != same["total"] or same["categories"] or same["total"] == 0:
            ok = False
        altered = run_compare(write_fake(tmp, reference, "altered", expected_path), reference, target, os.path.join(tmp, "altered.json"), verbose)
        with open(expected_path) as handle:
            expected = json.load(handle)
        print(f"altered: {altered['percent']}% ({altered['agree']}/{altered['total']}), categories {altered['categories']}")
        print(f"expected categories {expected}")
        if altered["categories"] != expected:
            ok = False
    print("self-test passed" if ok else "self-test FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
