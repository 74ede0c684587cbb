#!/usr/bin/env python3
"""Compares docaudit's symbol graph with the compiler's, edge by edge.

usage: compare-relationships.py COMPILER_GRAPH_DIR DOCAUDIT_GRAPH_DIR [MODULE,MODULE…] [-all]

COMPILER_GRAPH_DIR: `swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir
-Xswiftc DIR`; DOCAUDIT_GRAPH_DIR: `docaudit symbols Sources --format symbolgraph --output DIR`.
Symbols are matched by file name, line and column of their location; synthesized symbols and
extension blocks are left out. Prints the located edges per kind on both sides and those one
side lacks; -all also lists edges to outside targets (by their last name). Developer-only.
"""
import json,sys,glob,os
def load(d, modules=None):
    syms={};rels=set();docs=[]
    for f in glob.glob(d+'/*.symbols.json'):
        g=json.load(open(f))
        if modules and g['module']['name'] not in modules: continue
        docs.append(g)
        for s in g['symbols']:
            if 'location' not in s or 'SYNTH' in s['identifier']['precise'] or s['kind']['identifier']=='swift.extension': continue
            syms[s['identifier']['precise']]=(os.path.basename(s['location']['uri']),s['location']['position']['line']+1,s['location']['position']['character'],'.'.join(s['pathComponents']))
    for g in docs:
        for r in g['relationships']:
            src=syms.get(r['source'])
            if src is None: continue
            t=syms.get(r['target'])
            rels.add((r['kind'],src,t if t else '@'+r.get('targetFallback','?').split('.')[-1]))
    return rels
mods=sys.argv[3].split(',') if len(sys.argv)>3 else None
a=load(sys.argv[1],mods); b=load(sys.argv[2],mods)
loc=lambda x: isinstance(x[2],tuple)
import collections
print('located edges compiler', collections.Counter(r[0] for r in a if loc(r)))
print('located edges docaudit', collections.Counter(r[0] for r in b if loc(r)))
print('missing (compiler only):'); [print(' ',r) for r in sorted(a-b,key=str) if loc(r)]
print('extra (docaudit only):'); [print(' ',r) for r in sorted(b-a,key=str) if loc(r)]
if '-all' in sys.argv:
  print('outside compiler-only:', sorted(r[0]+' '+r[1][3]+'->'+r[2] for r in a-b if not loc(r)))
  print('outside docaudit-only:', sorted(r[0]+' '+r[1][3]+'->'+r[2] for r in b-a if not loc(r)))
