#!/usr/bin/env bash
# Installs Debian packages for a part of the set-up: apt-get as root, or through sudo; a clear
# message (and exit 1) where neither is possible.  Usage: apt-install.sh "WHAT NEEDS THEM" PKG…
set -euo pipefail
what=$1
shift
echo "setup: installing $* for $what…" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: $what needs the Debian packages $*, and this machine has no apt-get:" >&2
  echo "       install them with your system's package manager." >&2
  exit 1
fi
run_as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    run_as_root=(sudo)
  else
    echo "setup: $what needs the Debian packages $*; run as root:" >&2
    echo "       apt-get update && apt-get install -y $*" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Other parts of the set-up may hold the dpkg lock for a while: wait for it instead of failing.
"${run_as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq >&2
"${run_as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$@" >&2
