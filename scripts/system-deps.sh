#!/usr/bin/env bash
# Makes sure the machine has what the test run needs beyond Node: Debian's Chromium with fonts for the
# six languages (Noto CJK for ja/zh/kr, Loma for th), and a PostgreSQL server on 127.0.0.1 (server tests
# on both databases). Idempotent; installs only as root.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

fonts=$(fc-list 2>/dev/null || true)
if ! command -v chromium >/dev/null 2>&1 || ! grep -qi 'Noto Sans CJK' <<<"$fonts" || ! grep -qi 'Loma' <<<"$fonts"; then
  echo "system-deps: installing Debian's chromium, fonts-noto-cjk and fonts-tlwg-loma"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fonts-tlwg-loma >/dev/null
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "system-deps: installing Debian's postgresql"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
if [ -n "$cluster" ]; then
  # shellcheck disable=SC2086
  as_root pg_ctlcluster $cluster start 2>/dev/null || true
  as_root su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\"" >/dev/null
  as_root su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='venue_test'\"" | grep -q 1 ||
    as_root su postgres -c "createdb venue_test"
fi
