#!/usr/bin/env bash
# fixture-outputs.sh <archkit binary> <outdir> [repository root, default .]
# Writes every fixture's check (every format) and graph (every format x level) output, plus
# init, rules, templates, completions, help and the self-check, so two binaries can be diffed:
#   diff -r <outdir of the old binary> <outdir>
set -u
bin="$(realpath "$1")"; out="$2"; root="${3:-.}"
rm -rf "$out"; mkdir -p "$out"
cd "$root"
for fx in EcommerceApp RouteModules FeatureLayers ClassicXcodeApp PluginUser LexerCorpus; do
  d="Fixtures/$fx"; [ -d "$d" ] || continue
  for f in xcode json sarif github junit checkstyle gitlab; do
    "$bin" check "$d" --format "$f" > "$out/$fx.check.$f" 2>&1; echo "exit $?" >> "$out/$fx.check.$f"
  done
  for f in json dot mermaid svg html markdown; do
    for l in module package layer; do
      "$bin" graph "$d" --format "$f" --level "$l" > "$out/$fx.graph.$f.$l" 2>&1; echo "exit $?" >> "$out/$fx.graph.$f.$l"
    done
  done
  "$bin" init "$d" --print > "$out/$fx.init" 2>&1; echo "exit $?" >> "$out/$fx.init"
done
"$bin" diff Fixtures/EcommerceApp Fixtures/RouteModules > "$out/diff.txt" 2>&1; echo "exit $?" >> "$out/diff.txt"
"$bin" rules > "$out/rules.txt" 2>&1
for r in $("$bin" rules 2>/dev/null | awk '{print $1}' | grep -E '^[a-z][a-z0-9-]+$' | sort -u); do "$bin" rules "$r" > "$out/rule.$r" 2>&1; done
"$bin" templates > "$out/templates.txt" 2>&1
for s in bash zsh fish; do "$bin" completions $s > "$out/completions.$s" 2>&1; done
for c in "" check init graph diff new templates rules completions affected; do "$bin" $c --help > "$out/help.${c:-top}" 2>&1; done
"$bin" check . --format json > "$out/self-check.json" 2>&1; echo "exit $?" >> "$out/self-check.json"
ls "$out" | wc -l
