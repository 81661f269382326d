#!/usr/bin/env bash
# ./dev pi-check: this checkout on an emulated Raspberry Pi (Debian 12 "bookworm" arm64, as Raspberry Pi OS is,
# Python 3.11), run as a new Pi user would. One line per step with its time; a failing step is named, with the
# end of its log. What it proves and what only a real Pi can: docs/pi.md#an-emulated-pi-pi-check.
#
# The root file system is built once with Debian's own mmdebstrap and cached; every run unpacks a fresh copy,
# so `./dev` meets a Pi with nothing of the project's installed. Needs root (chroot, mounts, binfmt).
#   ./dev pi-check [--keep] [--rebuild]   --keep leaves the emulated root for a look; --rebuild builds it again
set -euo pipefail
cd "$(dirname "$0")/.."
CHECKOUT=$PWD

SUITE=bookworm
MIRROR=http://deb.debian.org/debian
SECURITY=http://deb.debian.org/debian-security
HOST_PACKAGES=(mmdebstrap arch-test qemu-user-static binfmt-support)
# What Raspberry Pi OS Lite brings before anyone runs ./dev: Python 3, sudo, git, certificates.
BASE_PACKAGES=sudo,ca-certificates,python3,git,procps
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/table-companion
BASE=$CACHE/pi-root-$SUITE-arm64.tar
PI_HOME=/home/pi
APP=$PI_HOME/table-companion
SCREENSHOT_OUT=${PI_CHECK_SCREENSHOT:-$CHECKOUT/screenshots/pi-check-first-frame.png}

keep=0 rebuild=0
for arg in "$@"; do
  case "$arg" in
    --keep) keep=1 ;;
    --rebuild) rebuild=1 ;;
    *) echo "pi-check: unknown option $arg (allowed: --keep, --rebuild)" >&2; exit 2 ;;
  esac
done
if [ "$(id -u)" -ne 0 ]; then
  echo "pi-check: needs root (chroot, mounts, binfmt): run it with sudo" >&2
  exit 2
fi

WORK=$(mktemp -d /var/tmp/pi-check.XXXXXX)
ROOT=$WORK/root
LOGS=$WORK/logs
mkdir -p "$ROOT" "$LOGS"
started=$(date +%s%N)
# seconds since a `date +%s%N`, to a tenth
since() { local tenths=$(( ($(date +%s%N) - $1) / 100000000 )); printf '%d.%d' $((tenths / 10)) $((tenths % 10)); }

BINFMT_ENTRY=/proc/sys/fs/binfmt_misc/pi-check-aarch64
unmount_all() {
  local point
  for point in dev/pts dev sys proc; do
    mountpoint -q "$ROOT/$point" 2>/dev/null && umount -l "$ROOT/$point"
  done
  return 0
}
finish() {
  local rc=$?
  unmount_all
  [ -e "$BINFMT_ENTRY" ] && echo -1 > "$BINFMT_ENTRY"
  if [ "$keep" -eq 1 ] || [ "$rc" -ne 0 ]; then
    echo "pi-check: the emulated root and every step's log are kept in $WORK" >&2
  else
    rm -rf "$WORK"
  fi
}
trap finish EXIT

# step NAME COMMAND...: run it with its output in its own log; print one line with the time; stop on failure.
step() {
  local name=$1
  shift
  local t0 rc=0
  t0=$(date +%s%N)
  "$@" >"$LOGS/$name.log" 2>&1 || rc=$?
  if [ "$rc" -eq 0 ]; then
    printf 'pi-check: %-22s ok   %7s s\n' "$name" "$(since "$t0")"
  else
    printf 'pi-check: %-22s FAILED (exit %s) after %s s; the end of its log (%s):\n' \
      "$name" "$rc" "$(since "$t0")" "$LOGS/$name.log"
    tail -n 25 "$LOGS/$name.log" | sed 's/^/    /'
    exit 1
  fi
}

host_tools() {
  local missing=() pkg
  for pkg in "${HOST_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  # Containers and CI machines often come without binfmt_misc mounted: mount it and register qemu's arm64.
  [ -e /proc/sys/fs/binfmt_misc/register ] || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
  [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] || update-binfmts --enable qemu-aarch64
  grep -q enabled /proc/sys/fs/binfmt_misc/qemu-aarch64
  # Debian registers qemu without the "credentials" flag, so a setuid sudo runs as the user and refuses: the
  # check adds its own entry with it ("C", which implies "O") for its run only; the newest entry matches first.
  [ -e "$BINFMT_ENTRY" ] || printf ':%s:M::%s:%s:%s:OCPF' "${BINFMT_ENTRY##*/}" \
    "$(binfmt_field magic)" "$(binfmt_field mask)" "$(binfmt_field interpreter)" > /proc/sys/fs/binfmt_misc/register
  grep -q "flags: POCF" "$BINFMT_ENTRY"
}

# One field of Debian's qemu-aarch64 binfmt entry, as the kernel's register file takes it.
binfmt_field() { sed -n "s/^$1 //p" /usr/share/binfmts/qemu-aarch64; }

build_base() {
  if [ -s "$BASE" ] && [ "$rebuild" -eq 0 ]; then
    echo "cached: $BASE"
    return 0
  fi
  mkdir -p "$CACHE"
  # The Pi's first user has sudo without a password, as Raspberry Pi OS's first-boot wizard leaves it.
  mmdebstrap --arch=arm64 --variant=minbase --include="$BASE_PACKAGES" \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    --customize-hook='chroot "$1" useradd --create-home --shell /bin/bash --groups sudo pi' \
    --customize-hook='echo "pi ALL=(ALL) NOPASSWD: ALL" > "$1/etc/sudoers.d/010_pi-nopasswd"' \
    --customize-hook='chmod 0440 "$1/etc/sudoers.d/010_pi-nopasswd"' \
    "$SUITE" "$CACHE/building.tar" \
    "deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" "deb $SECURITY $SUITE-security main"
  mv "$CACHE/building.tar" "$BASE"
}

unpack_root() {
  tar -xf "$BASE" -C "$ROOT"
  cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
  echo "127.0.1.1 $(hostname)" >> "$ROOT/etc/hosts"  # sudo looks its host up
  # A Pi on this network would trust what this machine trusts (a proxy's own authority, say).
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
    # What update-ca-certificates would add to the bundle, without its openssl rehash (minutes under qemu).
    cat /usr/local/share/ca-certificates/*.crt >> "$ROOT/etc/ssl/certs/ca-certificates.crt"
  fi
  mount -t proc proc "$ROOT/proc"
  mount -t sysfs sysfs "$ROOT/sys"
  mount --bind /dev "$ROOT/dev"
  mount --bind /dev/pts "$ROOT/dev/pts"
  # The checkout as git would give it (tracked and new files, nothing ignored: no .venv, no caches).
  mkdir -p "$ROOT$APP"
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$ROOT$APP"
  chroot "$ROOT" chown -R pi:pi "$APP"
  chroot "$ROOT" uname -m | grep -qx aarch64
}

# as_pi COMMAND: a login shell of the Pi's user in the checkout, as someone at the Pi's keyboard.
as_pi() {
  chroot "$ROOT" /usr/bin/env -i HOME=$PI_HOME TERM=dumb LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin \
    /bin/su - pi -c "cd $APP && $1"
}

first_frame() {
  rm -f "$ROOT/tmp/pi-first-frame.png"
  as_pi "./dev run --exit-after 45 --screenshot /tmp/pi-first-frame.png"
  test -s "$ROOT/tmp/pi-first-frame.png"
  # A picture, not one flat colour (a frame read before anything was drawn is black)
  as_pi ".venv/bin/python -c 'import cv2, sys; p = cv2.imread(\"/tmp/pi-first-frame.png\"); sys.exit(p is None or p.min() == p.max())'"
  mkdir -p "$(dirname "$SCREENSHOT_OUT")"
  cp "$ROOT/tmp/pi-first-frame.png" "$SCREENSHOT_OUT"
  echo "first frame: $SCREENSHOT_OUT"
}

step host-tools host_tools
step root-filesystem build_base
step unpack-and-copy unpack_root
step python-version as_pi "python3 -c 'import platform, sys; print(platform.machine(), sys.version); assert platform.machine() == \"aarch64\" and sys.version_info[:2] == (3, 11)'"
step dev-install as_pi "./dev companion --help"
step import-every-module as_pi "xvfb-run -a .venv/bin/python -m tools.import_all"
step engine-and-core-tests as_pi "./dev test -q -p no:cacheprovider tests/games tests/core"
step one-gui-test as_pi "./dev test -n 0 -q -p no:cacheprovider tests/ui/test_freeplay.py::test_round_scores_entered_on_the_pad_make_the_totals_and_the_winner"
step app-first-frame first_frame
step kiosk-install as_pi "sudo ./dev kiosk install --root /tmp/kiosk-root --no-start && sudo ./dev kiosk status --root /tmp/kiosk-root"
printf 'pi-check: all steps passed in %s s (Debian %s arm64 under qemu-user-static)\n' "$(since "$started")" "$SUITE"
