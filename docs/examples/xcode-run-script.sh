# Xcode Run Script build phase: paste into the phase, after "Compile Sources" or before it.
# Findings appear in Xcode's issue navigator and next to the lines they are about, because
# `--format xcode` prints `path:line:column: error: message`. Errors fail the build.
# Xcode runs phases with a minimal PATH, so add where archkit is installed (see docs/ci.md).
export PATH="$PATH:/usr/local/bin:/opt/homebrew/bin:$HOME/.local/bin"
if ! command -v archkit >/dev/null 2>&1; then
  echo "warning: archkit is not installed, so the architecture was not checked (see docs/ci.md)"
  exit 0
fi
# --absolute-paths lets Xcode open every place whatever its working folder; --manifests auto
# reads the manifests as the build itself does, SwiftPM's answers cached between builds.
archkit check "${ARCHKIT_ROOT:-$SRCROOT}" --format xcode --absolute-paths --manifests auto
