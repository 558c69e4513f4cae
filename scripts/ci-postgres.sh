#!/usr/bin/env bash
# CI: makes sure a PostgreSQL server answers on 127.0.0.1 (port 5432) the way the tests expect it:
# user postgres without a password over local TCP, and a database named "test". When nothing
# answers there, Debian's postgresql package is installed if it is missing, a cluster on that port
# is created if there is none, local TCP connections are trusted, and the cluster is started.
# A server that already answers is left alone. Fails loudly when PostgreSQL cannot be started.
#
# CI_POSTGRES_PORT, CI_POSTGRES_CONF_ROOT and CI_POSTGRES_LIB_ROOT exist for this script's tests.
set -euo pipefail

port="${CI_POSTGRES_PORT:-5432}"
conf_root="${CI_POSTGRES_CONF_ROOT:-/etc/postgresql}"
lib_root="${CI_POSTGRES_LIB_ROOT:-/usr/lib/postgresql}"

answers() { (exec 3<> "/dev/tcp/127.0.0.1/$port") 2> /dev/null; }

if answers; then
  echo "PostgreSQL answers on 127.0.0.1:$port."
  exit 0
fi
echo "No PostgreSQL answers on 127.0.0.1:$port: starting one for this run."

if ! command -v pg_ctlcluster > /dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi

# The cluster on this port, or a new one (the package creates "main" on the first free port).
read -r version cluster < <(pg_lsclusters --no-header | awk -v port="$port" '$3 == port { print $1, $2; exit }') || true
if [ -z "${version:-}" ]; then
  version="$(ls "$lib_root" | sort -V | tail -n 1)"
  cluster=ci
  pg_createcluster "$version" "$cluster" --port "$port"
fi

# The first matching line wins: local TCP connections need no password.
hba="$conf_root/$version/$cluster/pg_hba.conf"
if ! grep -q '^host all all 127.0.0.1/32 trust$' "$hba"; then
  sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
fi
if pg_ctlcluster "$version" "$cluster" status > /dev/null 2>&1; then
  pg_ctlcluster "$version" "$cluster" reload
else
  pg_ctlcluster "$version" "$cluster" start
fi

for _ in $(seq 1 60); do
  answers && break
  sleep 0.5
done
if ! answers; then
  echo "PostgreSQL $version/$cluster did not start on 127.0.0.1:$port." >&2
  exit 1
fi

admin() { psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtAc "$1"; }
if [ "$(admin "select 1 from pg_database where datname = 'test'")" != "1" ]; then
  admin "create database test"
fi
echo "PostgreSQL $version/$cluster answers on 127.0.0.1:$port (user postgres, database test)."
