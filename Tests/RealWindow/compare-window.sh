#!/usr/bin/env bash
# The real-window check (`make test` runs it when xvfb-run is installed): the demo in a real
# X11 window under Xvfb, captured with xwd, must be pixel-identical to the headless render of
# the same script. To prove the comparison can fail, the same capture must differ from the
# headless render of another state. Needs xvfb (xvfb-run), x11-apps (xwd), imagemagick.
# WINDOW_TAB=3 makes the window show another tab than the renders it is compared with, and
# WINDOW_TURN=Left turns it the other way: the check must then fail (that is how to see it
# fail). KEEP=1 keeps the images.
set -euo pipefail
cd "$(dirname "$0")/../.."
demo=${DEMO:-.build/debug/ContainerDemo}
for tool in xvfb-run xwd convert compare; do
  command -v "$tool" >/dev/null || { echo "real-window check: $tool is missing (apt-get install xvfb x11-apps imagemagick)" >&2; exit 1; }
done
[ -x "$demo" ] || { echo "real-window check: $demo is missing (swift build --product ContainerDemo)" >&2; exit 1; }

rm -rf .build/real-window
work=$(mktemp -d)
[ -z "${KEEP:-}" ] || echo "real-window check: keeping $work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
# The state to compare: the Tunnel tab after its dissolve. The window's script writes a marker
# when it gets there; the capture follows.
printf 'tab 2\nwait 0.5\n' > "$work/same.txt"
printf 'tab 3\nwait 0.5\n' > "$work/other.txt"
printf 'tab %s\nwait 0.5\nscreenshot %s/marker.png\n' "${WINDOW_TAB:-2}" "$work" > "$work/window.txt"

"$demo" --headless --script "$work/same.txt" --screenshot "$work/headless.png" > /dev/null
"$demo" --headless --script "$work/other.txt" --screenshot "$work/other.png" > /dev/null

export demo work
xvfb-run -a -s "-screen 0 1024x1024x24" bash -c '
  SDL_VIDEODRIVER=x11 "$demo" --script "$work/window.txt" > /dev/null &
  pid=$!
  for _ in $(seq 400); do [ -f "$work/marker.png" ] && break; sleep 0.05; done
  if [ -f "$work/marker.png" ]; then
    # The marker is written after the frame is rendered and before it is presented.
    sleep 0.5
    xwd -silent -name ContainerDemo -out "$work/window.xwd"
  fi
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 0
'
[ -f "$work/marker.png" ] || { echo "real-window check: the demo's window never reached the state to compare (20 s)" >&2; exit 1; }
[ -s "$work/window.xwd" ] || { echo "real-window check: no window named ContainerDemo to capture" >&2; exit 1; }
# All three as opaque RGB: the X visual has no alpha, the renders are opaque ARGB.
for image in window.xwd headless.png other.png; do convert "$work/$image" -alpha off "PNG24:$work/${image%.*}-rgb.png"; done

differing() { compare -metric AE "$work/$1-rgb.png" "$work/$2-rgb.png" null: 2>&1 || true; }
same=$(differing window headless)
other=$(differing window other)
size=$(identify -format '%wx%h' "$work/window-rgb.png")
if [ "$same" != "0" ]; then
  mkdir -p .build/real-window
  cp "$work/window-rgb.png" "$work/headless-rgb.png" .build/real-window/
  echo "real-window check: FAILED: the window ($size) and the headless render differ in $same pixels (.build/real-window/)" >&2
  exit 1
fi
if [ "$other" = "0" ]; then
  echo "real-window check: FAILED: the window also matches another state, so the comparison tells nothing" >&2
  exit 1
fi

# Turning the device in a real window resizes the desktop window; where the platform reports that
# resize back, it must not land the running rotation early (issue 17's rotation echo): the
# window's filmstrip of the turn equals the headless one.
printf 'tab 5\nwait 0.3\nfilmstrip 8 %s/%s.png\nkey Right\nwait 0.5\nscreenshot %s/%s-marker.png\n' \
  "$work" turn-headless "$work" turn-headless > "$work/turn-headless.txt"
printf 'tab 5\nwait 0.3\nfilmstrip 8 %s/%s.png\nkey %s\nwait 0.5\nscreenshot %s/%s-marker.png\n' \
  "$work" turn-window "${WINDOW_TURN:-Right}" "$work" turn-window > "$work/turn-window.txt"
"$demo" --headless --script "$work/turn-headless.txt" > /dev/null
xvfb-run -a -s "-screen 0 1024x1024x24" bash -c '
  SDL_VIDEODRIVER=x11 "$demo" --script "$work/turn-window.txt" > /dev/null &
  pid=$!
  for _ in $(seq 400); do [ -f "$work/turn-window-marker.png" ] && break; sleep 0.05; done
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 0
'
[ -f "$work/turn-window.png" ] || { echo "real-window check: the window never filmed the turn (20 s)" >&2; exit 1; }
turned=$(compare -metric AE "$work/turn-window.png" "$work/turn-headless.png" null: 2>&1 || true)
if [ "$turned" != "0" ]; then
  mkdir -p .build/real-window
  cp "$work/turn-window.png" "$work/turn-headless.png" .build/real-window/
  echo "real-window check: FAILED: the window's filmstrip of a turn and the headless one differ in $turned pixels (.build/real-window/)" >&2
  exit 1
fi
echo "real-window check: the X11 window ($size) equals the headless render pixel for pixel; another state differs in $other pixels; a turn films the same in both"
