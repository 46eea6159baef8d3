#!/usr/bin/env bash
# Typechecks targets as if they belonged to another package, so that using a `package` member of
# UIKit (or of any target) is an error: the snapshot library, the fuzzer and the demo must reach
# UIKit through its public and `@_spi(Testing)` API only, as a third party's code would (issue 33).
# Needs the targets' dependencies built (`swift build`). Usage: Scripts/check-public-doors.sh [TARGET…]
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(UIKitSnapshotTesting UIKitFuzzing UIKitFuzz ContainerDemo)
bin=$(swift build --show-bin-path)
status=0
for target in "${targets[@]}"; do
    # The package name is ours, not SwiftPM's: nothing declared `package` is visible.
    if ! output=$(swiftc -typecheck -wmo -parse-as-library -module-name "$target" -package-name outside \
        -swift-version 6 -DSWIFT_PACKAGE -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" \
        -Xcc -fmodule-map-file=Sources/CSDL2/module.modulemap -Xcc -fmodule-map-file=Sources/CPixman/module.modulemap \
        -Xcc -fmodule-map-file="$bin/CGeneratedRecords.build/module.modulemap" -Xcc -ISources/CGeneratedRecords/include \
        $(pkg-config --cflags-only-I sdl2 pixman-1) $(find "Sources/$target" -name '*.swift' | sort) 2>&1); then
        echo "check-public-doors: $target uses what a third party could not:" >&2
        grep -E '^[^ ].*error:' <<<"$output" >&2 || echo "$output" >&2
        status=1
    else
        echo "check-public-doors: $target uses UIKit's public and @_spi(Testing) API only"
    fi
done
exit $status
