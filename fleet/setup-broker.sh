#!/usr/bin/env bash
# Installs what the fleet's broker tests need: Debian's mosquitto (the broker each test starts on
# its own port with its own config), mosquitto-clients, and openssl (the tests' certificates).
# Only what is missing; quick and silent when everything is there. Called by bin/setup.sh --tests
# and --bench (the bench's fleet figures), with what it is for as $1; safe to run by hand.
#
# The package ships a system service listening on port 1883. Our tests never use it, so the
# install must not start or enable it: a policy-rc.d answering 101 ("action forbidden") for
# mosquitto keeps the package's postinst from starting it (invoke-rc.d and deb-systemd-invoke both
# ask policy-rc.d), and afterwards the service is disabled for systemd and sysvinit alike.
set -euo pipefail
what=${1:-"the fleet's broker tests"}

missing=()
[ -x /usr/sbin/mosquitto ] && command -v mosquitto_passwd >/dev/null 2>&1 || missing+=(mosquitto)
command -v mosquitto_pub >/dev/null 2>&1 || missing+=(mosquitto-clients)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

here=$(dirname "$0")
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    # apt-install.sh explains what to run as root, and fails.
    exec bash "$here/../bin/apt-install.sh" "$what" "${missing[@]}"
  fi
fi

policy=/usr/sbin/policy-rc.d
own_policy=
if [ ! -e "$policy" ]; then
  # Ours only for the length of the install: forbid mosquitto's start, allow everything else.
  own_policy=$(mktemp)
  printf '#!/bin/sh\n# tabletop fleet/setup-broker.sh: keep the mosquitto service from starting\ncase "$1" in mosquitto|mosquitto.service) exit 101 ;; esac\nexit 0\n' > "$own_policy"
  "${as_root[@]}" install -m 0755 "$own_policy" "$policy"
  rm -f "$own_policy"
  own_policy=$policy
  trap '"${as_root[@]}" rm -f "$own_policy"' EXIT
fi

bash "$here/../bin/apt-install.sh" "$what" "${missing[@]}"

if [ -n "$own_policy" ]; then
  "${as_root[@]}" rm -f "$own_policy"
  trap - EXIT
fi

# The postinst enabled the service for the next boot: undo that, and stop it should a running
# systemd have started it anyway.
if command -v systemctl >/dev/null 2>&1; then
  "${as_root[@]}" systemctl disable mosquitto.service >/dev/null 2>&1 || true
  if [ -d /run/systemd/system ]; then
    "${as_root[@]}" systemctl stop mosquitto.service >/dev/null 2>&1 || true
  fi
fi
if [ -x /etc/init.d/mosquitto ] && command -v update-rc.d >/dev/null 2>&1; then
  "${as_root[@]}" update-rc.d mosquitto disable >/dev/null 2>&1 || true
fi

if [ ! -x /usr/sbin/mosquitto ] || ! command -v mosquitto_passwd >/dev/null 2>&1; then
  echo "setup: apt-get finished but /usr/sbin/mosquitto or mosquitto_passwd is still missing" >&2
  exit 1
fi
echo "setup: broker installed: $(/usr/sbin/mosquitto -h 2>/dev/null | head -n1); its system service is left disabled and stopped" >&2
